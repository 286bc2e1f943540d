use std::path::{Path, PathBuf};

use super::*;

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
