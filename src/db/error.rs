//! What a database call can fail with.

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error(transparent)]
    Sqlite(#[from] rusqlite::Error),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
    #[error("the database writer has stopped")]
    WriterGone,
}

pub type DbResult<T> = Result<T, DbError>;
