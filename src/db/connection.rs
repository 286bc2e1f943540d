//! Opening the SQLite file: owner-only permissions, the pragmas every connection must have,
//! and the migrations embedded in the binary.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use rusqlite::{Connection, OpenFlags};

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// How long a connection waits on a lock held by another process (a backup, the CLI).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Makes `path` a file only its owner can read and write (0600), creating it empty if it does
/// not exist, and tightens its `-wal` and `-shm` files if an older version left them open.
/// The database holds the session-signing secret and every lead: no other local user may read
/// it. SQLite gives the `-wal` and `-shm` files it creates the database file's mode.
pub fn make_private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    match std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path) {
        Ok(_) => return Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(err) => return Err(err),
    }
    let mut companions = vec![path.to_path_buf()];
    for suffix in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        companions.push(PathBuf::from(name));
    }
    for file in companions {
        match std::fs::metadata(&file) {
            Ok(meta) if meta.is_file() && meta.permissions().mode() & 0o077 != 0 => {
                std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Opens a connection with the pragmas every connection must have.
pub fn open(path: &Path, read_only: bool) -> anyhow::Result<Connection> {
    if !read_only {
        make_private(path).with_context(|| {
            format!("cannot open database {} (as a file only its owner can read)", path.display())
        })?;
    }
    let flags = if read_only {
        OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI
    } else {
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI
    };
    let conn = Connection::open_with_flags(path, flags)
        .with_context(|| format!("cannot open database {}", path.display()))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.execute_batch(
        "PRAGMA foreign_keys = ON;
         PRAGMA synchronous = FULL;
         PRAGMA temp_store = MEMORY;",
    )?;
    if read_only {
        conn.execute_batch("PRAGMA cache_size = -1024;")?;
    } else {
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
            .with_context(|| format!("cannot use database {}", path.display()))?;
        anyhow::ensure!(
            mode.eq_ignore_ascii_case("wal"),
            "database {} cannot use WAL mode (journal_mode is {mode})",
            path.display()
        );
    }
    Ok(conn)
}

/// Refuses a database that does not exist, for commands that only read, change or erase what
/// is stored: a mistyped `--db` must not create an empty file and answer "nothing found".
pub fn existing(path: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(
        path.exists(),
        "database {} does not exist: pass --db (or PLANSMITH_DB) with the file `serve` uses",
        path.display()
    );
    Ok(())
}

/// Applies every pending migration; applying them again is a no-op. Returns how many ran.
///
/// Migrations run with foreign keys off, as SQLite's way of rebuilding a table requires (a
/// dropped table would otherwise take the rows that refer to it along), and every reference
/// is checked before they are turned back on.
pub fn migrate(conn: &mut Connection) -> anyhow::Result<usize> {
    conn.execute_batch("PRAGMA foreign_keys = OFF;")?;
    let report = embedded::migrations::runner().run(conn).context("cannot migrate the database");
    // Only a migration can break a reference: the check reads every table, so a start that
    // applies none skips it.
    let applied = report.as_ref().map_or(0, |report| report.applied_migrations().len());
    let broken: rusqlite::Result<usize> = match applied {
        0 => Ok(0),
        _ => conn
            .prepare("PRAGMA foreign_key_check")
            .and_then(|mut check| check.query_map([], |_| Ok(())).map(|rows| rows.count())),
    };
    conn.execute_batch("PRAGMA foreign_keys = ON;")?;
    report?;
    anyhow::ensure!(broken? == 0, "the migrated database has references to rows that do not exist");
    Ok(applied)
}

/// Applies the migrations up to `version` only, as an older binary would have: for tests of
/// an upgrade with data in place.
pub fn migrate_to(conn: &mut Connection, version: i32) -> anyhow::Result<()> {
    embedded::migrations::runner()
        .set_target(refinery::Target::Version(version))
        .run(conn)
        .context("cannot migrate the database")?;
    Ok(())
}

/// The newest migration this binary carries, and the newest applied to `conn`'s database.
pub fn schema_versions(conn: &Connection) -> anyhow::Result<(i64, Option<i64>)> {
    let embedded = embedded::migrations::runner()
        .get_migrations()
        .iter()
        .map(|m| i64::from(m.version()))
        .max()
        .unwrap_or(0);
    let applied = conn
        .query_row("SELECT MAX(version) FROM refinery_schema_history", [], |row| {
            row.get::<_, Option<i64>>(0)
        })
        .context("cannot read the migration history")?;
    Ok((embedded, applied))
}

/// Opens (creating if needed) and migrates the database at `path`.
pub fn open_and_migrate(path: &Path) -> anyhow::Result<(Connection, usize)> {
    let mut conn = open(path, false)?;
    let applied = migrate(&mut conn)?;
    Ok((conn, applied))
}
