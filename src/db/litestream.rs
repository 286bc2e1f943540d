//! What Plansmith can see of Litestream replicating its database, read from the files
//! Litestream keeps beside it: a few `stat`s, no connection to Litestream.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How long a write may wait for Litestream to copy it before replication counts as behind
/// (Litestream looks at the WAL every second).
pub const GRACE: Duration = Duration::from_secs(5);

/// Litestream's working folder for the database at `path`: `.<file name>-litestream` beside
/// it, where it keeps its copy of the WAL ("shadow WAL") until the replica has it. This is
/// Litestream's default place; a `meta-path` in its configuration moves it out of sight.
pub fn meta_dir(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}-litestream"))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// No Litestream folder beside the database.
    NotReplicated,
    Replicated {
        /// Litestream's current generation (a new one starts after it lost track of the WAL).
        generation: Option<String>,
        /// When Litestream last copied frames out of the WAL.
        last_copy: Option<SystemTime>,
        /// The WAL holds a write that Litestream has not copied for more than [`GRACE`]:
        /// Litestream has stopped, or cannot keep up.
        behind: bool,
    },
}

/// Whether, and how closely, Litestream follows the database at `path` as of `now`.
pub fn status(path: &Path, now: SystemTime) -> Status {
    let meta = meta_dir(path);
    if !meta.is_dir() {
        return Status::NotReplicated;
    }
    let generation = std::fs::read_to_string(meta.join("generation"))
        .ok()
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty());
    let last_copy = generation
        .as_ref()
        .and_then(|name| newest_modification(&meta.join("generations").join(name).join("wal")));
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let last_write = std::fs::metadata(PathBuf::from(wal)).and_then(|m| m.modified()).ok();
    // Without a generation (Litestream is starting, or lays its folder out another way, as
    // its 0.5 series does) nothing is known to be behind.
    let behind = match (&generation, last_write) {
        (Some(_), Some(written)) => {
            let uncopied = last_copy.is_none_or(|copied| written > copied);
            uncopied && now.duration_since(written).is_ok_and(|age| age > GRACE)
        }
        _ => false,
    };
    Status::Replicated { generation, last_copy, behind }
}

fn newest_modification(dir: &Path) -> Option<SystemTime> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|entry| entry.ok()?.metadata().ok()?.modified().ok())
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(path: &Path, at: SystemTime) {
        std::fs::write(path, b"x").unwrap();
        std::fs::File::options().write(true).open(path).unwrap().set_modified(at).unwrap();
    }

    #[test]
    fn the_meta_folder_is_litestreams_default_beside_the_database() {
        assert_eq!(
            meta_dir(Path::new("/var/lib/plansmith/plansmith.db")),
            Path::new("/var/lib/plansmith/.plansmith.db-litestream")
        );
    }

    #[test]
    fn no_meta_folder_means_not_replicated() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("p.db");
        touch(&dir.path().join("p.db-wal"), SystemTime::now());
        assert_eq!(status(&db, SystemTime::now()), Status::NotReplicated);
    }

    #[test]
    fn replication_is_behind_only_when_a_write_waits_past_the_grace() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("p.db");
        let wal = dir.path().join("p.db-wal");
        let meta = meta_dir(&db);
        let shadow = meta.join("generations/0123456789abcdef/wal");
        std::fs::create_dir_all(&shadow).unwrap();
        std::fs::write(meta.join("generation"), "0123456789abcdef\n").unwrap();
        let now = SystemTime::now();
        let ago = |secs| now - Duration::from_secs(secs);

        // Written at -60 s, copied at -59 s: current, however long ago that was.
        touch(&wal, ago(60));
        touch(&shadow.join("00000000.wal"), ago(90));
        touch(&shadow.join("00000001.wal"), ago(59));
        let Status::Replicated { generation, last_copy, behind } = status(&db, now) else {
            panic!("not seen")
        };
        assert_eq!(generation.as_deref(), Some("0123456789abcdef"));
        assert_eq!(last_copy, Some(ago(59)));
        assert!(!behind);

        // Without a generation nothing is claimed.
        std::fs::write(meta.join("generation"), "").unwrap();
        assert!(matches!(
            status(&db, now + GRACE * 100),
            Status::Replicated { generation: None, behind: false, .. }
        ));
        std::fs::write(meta.join("generation"), "0123456789abcdef\n").unwrap();

        // A write not yet copied, but younger than the grace: Litestream is on its way.
        touch(&wal, ago(1));
        assert!(matches!(status(&db, now), Status::Replicated { behind: false, .. }));

        // The same write, uncopied past the grace: behind.
        assert!(matches!(
            status(&db, ago(0) + GRACE + Duration::from_secs(1)),
            Status::Replicated { behind: true, .. }
        ));
    }
}
