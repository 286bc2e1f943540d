//! The trade catalogue: what the built-in planner knows about a trade, as data. One TOML file
//! per trade in `content/trades/` is embedded as the defaults; an operator's content folder may
//! hold a `trades/` folder of the same shape, where a file with a default's id replaces it and
//! a new id adds a trade (an agency's own playbooks are its expertise). The schema, with an
//! example, is `docs/trades.md`; every problem is reported with its file, line and field.

mod check;
mod qualifiers;
mod schema;
mod words;

use std::any::Any;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, Weak};

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
    derived: Derived,
}

impl Catalogue {
    /// The embedded trades alone, parsed once and kept for the process: for commands and
    /// tests. The server holds its catalogue in [`Trades`], which lets it go when idle.
    pub fn defaults() -> &'static Catalogue {
        static DEFAULTS: OnceLock<Catalogue> = OnceLock::new();
        DEFAULTS.get_or_init(Catalogue::embedded)
    }

    /// The embedded trades, parsed (they are checked by the tests, so this cannot fail in a
    /// released binary).
    fn embedded() -> Catalogue {
        let mut catalogue = Catalogue::default();
        for_each_embedded(|name, text| {
            let path = PathBuf::from(format!("(embedded) content/{FOLDER}{name}"));
            catalogue.put(parse(&path, text).unwrap_or_else(|err| panic!("{err}")));
        });
        catalogue
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

    /// What `make` works out from this catalogue (the checker's vocabulary), made on first
    /// use and kept with the catalogue, so it goes when the catalogue does.
    pub fn derived<T: Any + Send + Sync>(&self, make: impl FnOnce(&Catalogue) -> T) -> Arc<T> {
        let mut held = self.derived.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(found) = held.iter().find_map(|d| d.clone().downcast::<T>().ok()) {
            return found;
        }
        let made = Arc::new(make(self));
        held.push(made.clone());
        made
    }

    fn put(&mut self, trade: Trade) {
        self.derived = Derived::default();
        match self.trades.binary_search_by(|t| t.id.cmp(&trade.id)) {
            Ok(at) => self.trades[at] = trade,
            Err(at) => self.trades.insert(at, trade),
        }
    }
}

/// What has been worked out from a catalogue's trades; a copy starts without, since its
/// trades may then be changed.
#[derive(Default)]
struct Derived(Mutex<Vec<Arc<dyn Any + Send + Sync>>>);

impl Clone for Derived {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl std::fmt::Debug for Derived {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Derived")
    }
}

/// The catalogue the server writes plans from: the defaults with an operator's own trades
/// laid over them. It is put together on first use, so a start parses no trade file, and let
/// go by [`Trades::release`] once the server is idle: about 4 MiB of parsed trades and the
/// checker's vocabulary that a quiet server does not need, made again (50–70 ms) for the
/// next plan.
#[derive(Debug, Default)]
pub struct Trades {
    own: Vec<Trade>,
    held: Mutex<Held>,
}

/// The catalogue while the server is busy, and a handle to it while a plan started before
/// the release still uses it (so a second copy is never parsed beside it).
#[derive(Debug, Default)]
struct Held {
    kept: Option<Arc<Catalogue>>,
    last: Weak<Catalogue>,
}

impl Trades {
    pub fn new(own: Vec<Trade>) -> Self {
        Self { own, held: Mutex::default() }
    }

    pub fn get(&self) -> Arc<Catalogue> {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(catalogue) = held.kept.clone().or_else(|| held.last.upgrade()) {
            held.kept = Some(catalogue.clone());
            return catalogue;
        }
        let mut catalogue = Catalogue::embedded();
        for trade in &self.own {
            catalogue.put(trade.clone());
        }
        let catalogue = Arc::new(catalogue);
        *held = Held { kept: Some(catalogue.clone()), last: Arc::downgrade(&catalogue) };
        catalogue
    }

    /// Lets the catalogue go once no plan in progress uses it.
    pub fn release(&self) {
        self.held.lock().unwrap_or_else(PoisonError::into_inner).kept = None;
    }
}

/// `content/trades/*.toml` as build.rs packed them: `name\0text\0` entries, gzipped.
static ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/trades.gz"));

/// Calls `f` with each embedded trade file's name and text, by name.
fn for_each_embedded(mut f: impl FnMut(&str, &str)) {
    let mut archive = String::new();
    // build.rs wrote it from UTF-8 files checked by the tests: it unpacks.
    flate2::read::GzDecoder::new(ARCHIVE)
        .read_to_string(&mut archive)
        .expect("the embedded trade archive unpacks");
    let mut pieces = archive.split('\0');
    while let (Some(name), Some(text)) = (pieces.next(), pieces.next()) {
        f(name, text);
    }
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
