//! `plansmith leads export`: every lead as CSV or JSON on standard output, read in batches so
//! memory stays flat however many there are.

use std::io::Write;

use crate::cli::LeadsFormat;
use crate::config::Config;
use crate::db;
use crate::leads::export;
use crate::leads::repo::ExportFilter;

pub fn export(
    config: Config,
    format: LeadsFormat,
    since: Option<jiff::civil::Date>,
    search: Option<String>,
) -> anyhow::Result<()> {
    crate::db::existing(&config.db)?;
    let conn = db::open(&config.db, true)?;
    let currency = config.site.price.currency();
    let filter = ExportFilter {
        search: search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
        since: since.map(|day| format!("{day}T00:00:00.000Z")),
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let (mut after, mut written) = (0, 0usize);
    if format == LeadsFormat::Json {
        out.write_all(b"[")?;
    }
    loop {
        let rows = export::batch(&conn, &filter, after, &currency)?;
        let Some(last) = rows.last().map(|row| row.id) else { break };
        let full = rows.len() == export::BATCH as usize;
        let count = rows.len();
        match format {
            LeadsFormat::Csv => out.write_all(&export::csv(rows, written == 0))?,
            LeadsFormat::Json => {
                for (i, row) in rows.iter().enumerate() {
                    out.write_all(if written + i == 0 { b"\n  " } else { b",\n  " })?;
                    serde_json::to_writer(&mut out, row)?;
                }
            }
        }
        written += count;
        after = last;
        if !full {
            break;
        }
    }
    match format {
        LeadsFormat::Csv if written == 0 => out.write_all(&export::header_line())?,
        LeadsFormat::Csv => {}
        LeadsFormat::Json => out.write_all(if written == 0 { b"]\n" } else { b"\n]\n" })?,
    }
    out.flush()?;
    eprintln!("{written} lead(s) exported");
    Ok(())
}
