//! The trade catalogue: what the built-in planner knows about a trade, as data. One TOML file
//! per trade in `content/trades/` is embedded as the defaults; an operator's content folder may
//! hold a `trades/` folder of the same shape, where a file with a default's id replaces it and
//! a new id adds a trade (an agency's own playbooks are its expertise). The schema, with an
//! example, is `docs/trades.md`; every problem is reported with its file, line and field.

mod check;
mod qualifiers;
mod schema;
mod words;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use super::error::ContentError;
pub use check::parse;
pub use qualifiers::{Qualifier, qualifiers};
pub use schema::*;
pub use words::{fold, words};

/// The defaults' folder, under `content/`.
const FOLDER: &str = "trades/";

/// Every trade the planner knows, defaults and the operator's together, ordered by id.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    pub trades: Vec<Trade>,
}

impl Catalogue {
    /// The embedded trades alone, parsed once on first use (they are checked by the tests, so
    /// this cannot fail in a released binary).
    pub fn defaults() -> &'static Catalogue {
        static DEFAULTS: OnceLock<Catalogue> = OnceLock::new();
        DEFAULTS.get_or_init(|| {
            let mut catalogue = Catalogue::default();
            for (name, text) in embedded() {
                let path = PathBuf::from(format!("(embedded) content/{FOLDER}{name}"));
                let trade = parse(&path, &text).unwrap_or_else(|err| panic!("{err}"));
                catalogue.put(trade);
            }
            catalogue
        })
    }

    /// The defaults with the trades of `dir/trades/` laid over them (same id replaces).
    pub fn load(dir: Option<&Path>) -> Result<Catalogue, ContentError> {
        let mut catalogue = Catalogue::defaults().clone();
        for trade in own_trades(dir)? {
            catalogue.put(trade);
        }
        Ok(catalogue)
    }

    pub fn get(&self, id: &str) -> Option<&Trade> {
        self.trades.binary_search_by(|t| t.id.as_str().cmp(id)).ok().map(|i| &self.trades[i])
    }

    fn put(&mut self, trade: Trade) {
        match self.trades.binary_search_by(|t| t.id.cmp(&trade.id)) {
            Ok(at) => self.trades[at] = trade,
            Err(at) => self.trades.insert(at, trade),
        }
    }
}

/// The catalogue the planner writes from: the defaults with an operator's own trades laid
/// over them, put together on first use, so a start parses no trade file it does not need.
#[derive(Debug, Default)]
pub struct Trades {
    own: Vec<Trade>,
    merged: OnceLock<Catalogue>,
}

impl Trades {
    pub fn new(own: Vec<Trade>) -> Self {
        Self { own, merged: OnceLock::new() }
    }

    pub fn get(&self) -> &Catalogue {
        if self.own.is_empty() {
            return Catalogue::defaults();
        }
        self.merged.get_or_init(|| {
            let mut catalogue = Catalogue::defaults().clone();
            for trade in &self.own {
                catalogue.put(trade.clone());
            }
            catalogue
        })
    }
}

/// `content/trades/*.toml` as build.rs packed them: `name\0text\0` entries, gzipped.
static ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/trades.gz"));

/// The embedded trade files: (file name, text), by name.
fn embedded() -> impl Iterator<Item = (String, String)> {
    let mut archive = String::new();
    // build.rs wrote it from UTF-8 files checked by the tests: it unpacks.
    flate2::read::GzDecoder::new(ARCHIVE)
        .read_to_string(&mut archive)
        .expect("the embedded trade archive unpacks");
    let mut pieces: Vec<String> = archive.split('\0').map(str::to_owned).collect();
    pieces.pop(); // after the last entry's NUL
    let mut pieces = pieces.into_iter();
    std::iter::from_fn(move || Some((pieces.next()?, pieces.next()?)))
}

/// The operator's own trades, each checked; none when the folder has no `trades/`.
pub fn own_trades(dir: Option<&Path>) -> Result<Vec<Trade>, ContentError> {
    let Some(folder) = dir.map(|dir| dir.join("trades")).filter(|f| f.is_dir()) else {
        return Ok(Vec::new());
    };
    let error = |file: &Path, message: String| ContentError {
        file: file.to_owned(),
        line: None,
        field: None,
        message,
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map_err(|e| error(&folder, format!("cannot be read: {e}")))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path)
                .map_err(|e| error(path, format!("cannot be read as UTF-8 text: {e}")))?;
            parse(path, &text)
        })
        .collect()
}

#[cfg(test)]
mod tests;
