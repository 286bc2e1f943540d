use std::path::{Path, PathBuf};

use super::*;

/// The embedded trade files: (file name, text), by name.
fn embedded() -> impl Iterator<Item = (String, String)> {
    let mut files = Vec::new();
    for_each_embedded(|name, text| files.push((name.to_owned(), text.to_owned())));
    files.into_iter()
}

#[test]
fn every_embedded_trade_file_is_valid() {
    let mut count = 0;
    for (name, text) in embedded() {
        let path = PathBuf::from(format!("content/{FOLDER}{name}"));
        parse(&path, &text).unwrap_or_else(|err| panic!("{err}"));
        count += 1;
    }
    assert_eq!(Catalogue::defaults().trades.len(), count);
}

#[test]
fn a_problem_names_the_file_line_and_field() {
    let (name, text) = embedded().next().expect("at least one embedded trade");
    let text = text.replacen("minutes = ", "minutes = 9999 #", 1);
    let err = parse(Path::new(&name), &text).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("tactics[0].minutes"));
    let line = err.line.expect("a line");
    assert!(text.lines().nth(line - 1).unwrap().contains("minutes = 9999"), "{err}");
}

#[test]
fn the_file_name_and_the_id_must_agree() {
    let (name, text) = embedded().next().unwrap();
    let err = parse(Path::new("someone-else.toml"), &text).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("id"), "{name}: {err}");
    assert_eq!(err.line, Some(text.lines().position(|l| l.starts_with("id")).unwrap() + 1));
}

#[test]
fn an_unknown_key_is_named_with_its_line() {
    let (name, text) = embedded().next().unwrap();
    let text = format!("{text}\n[extra]\ncolour = \"blue\"\n");
    let err = parse(Path::new(&name), &text).unwrap_err();
    assert!(err.message.contains("extra"), "{err}");
    assert!(err.line.is_some());
}

#[test]
fn an_operators_file_replaces_the_default_of_the_same_id_and_adds_new_ones() {
    let (name, text) = embedded().next().unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("trades")).unwrap();
    let id = name.trim_end_matches(".toml");
    let renamed = text.replacen("[names]\ntrade = \"", "[names]\ntrade = \"our own ", 1);
    std::fs::write(dir.path().join("trades").join(&name), &renamed).unwrap();
    let added = text.replacen(&format!("id = \"{id}\""), "id = \"agency-special\"", 1);
    std::fs::write(dir.path().join("trades/agency-special.toml"), added).unwrap();

    let catalogue = Catalogue::load(Some(dir.path())).unwrap();
    assert_eq!(catalogue.trades.len(), Catalogue::defaults().trades.len() + 1);
    assert!(catalogue.get(id).unwrap().names.trade.starts_with("our own "));
    assert!(catalogue.get("agency-special").is_some());
}

#[test]
fn an_invalid_operator_file_is_refused_with_its_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("trades")).unwrap();
    std::fs::write(dir.path().join("trades/half.toml"), "id = \"half\"\n").unwrap();
    let err = Catalogue::load(Some(dir.path())).unwrap_err();
    assert!(err.file.ends_with("trades/half.toml"), "{err}");
}

#[test]
fn the_servers_catalogue_is_let_go_when_released_and_parsed_again_when_wanted() {
    let trades = Trades::new(Vec::new());
    let first = trades.get();
    assert!(Arc::ptr_eq(&first, &trades.get()));
    trades.release();
    // A plan begun before the release still holds it: the next shares it, not a second copy.
    assert!(Arc::ptr_eq(&first, &trades.get()));
    trades.release();
    let gone = Arc::downgrade(&first);
    drop(first);
    assert!(gone.upgrade().is_none(), "released and unused, the catalogue is freed");
    assert_eq!(trades.get().trades.len(), Catalogue::defaults().trades.len());
}

#[test]
fn what_is_worked_out_from_a_catalogue_stays_with_it_and_not_with_a_copy() {
    let catalogue = Catalogue::defaults().clone();
    let count = catalogue.derived(|c| c.trades.len());
    assert!(Arc::ptr_eq(&count, &catalogue.derived(|_| 0_usize)));
    let mut copy = catalogue.clone();
    copy.trades.pop();
    assert_eq!(*copy.derived(|c| c.trades.len()), *count - 1);
}

#[test]
fn the_servers_catalogue_lays_the_operators_trades_over_the_defaults() {
    let mut own = Catalogue::defaults().trades[0].clone();
    own.names.trade = format!("our own {}", own.names.trade);
    let id = own.id.clone();
    let trades = Trades::new(vec![own]);
    let catalogue = trades.get();
    assert_eq!(catalogue.trades.len(), Catalogue::defaults().trades.len());
    assert!(catalogue.get(&id).unwrap().names.trade.starts_with("our own "));
}
