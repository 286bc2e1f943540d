//! Builds the React UI into `ui/dist`, which the binary embeds, and packs the trade catalogue's
//! files into one gzipped archive for it.
//!
//! Runs `npm ci` when `ui/node_modules` is missing or older than the lockfile, then
//! `npm run build`. Cargo reruns this only when a UI source changes. Set
//! `PLANSMITH_SKIP_UI_BUILD=1` to keep an existing `ui/dist` (the UI developer's own build).

use std::io::Write;
use std::path::Path;
use std::process::Command;

const WATCHED: &[&str] = &[
    "ui/src",
    "ui/public",
    "ui/scripts",
    "ui/index.html",
    "ui/package.json",
    "ui/package-lock.json",
    "ui/vite.config.ts",
    "ui/tsconfig.json",
    "ui/tsconfig.app.json",
    "ui/tsconfig.node.json",
];

fn main() {
    for path in WATCHED {
        println!("cargo:rerun-if-changed={path}");
    }
    println!("cargo:rerun-if-env-changed=PLANSMITH_SKIP_UI_BUILD");
    pack_relocations();
    archive_trades();

    let ui = Path::new("ui");
    let dist = ui.join("dist");
    let skip = std::env::var("PLANSMITH_SKIP_UI_BUILD").is_ok_and(|v| v == "1" || v == "true");
    if skip && dist.exists() {
        return;
    }
    if !ui.join("package.json").exists() {
        // Nothing to build (a source tree without the UI): embed an empty folder.
        std::fs::create_dir_all(&dist).expect("create ui/dist");
        println!("cargo:warning=ui/package.json not found; the binary will have no web interface");
        return;
    }
    if needs_install(ui) {
        npm(ui, &["ci", "--no-audit", "--no-fund"]);
    }
    npm(ui, &["run", "build"]);
}

/// A static musl binary is position-independent, so the loader relocates every pointer in
/// its tables at start. Listed one by one they took 1.7 MB of the file, all read at every
/// start; packed (RELR, which musl's loader reads since 1.2.4) they take a few kilobytes.
fn pack_relocations() {
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.ends_with("-linux-musl") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// `content/trades/*.toml`, sorted by name, as `name\0text\0` entries in one gzip file,
/// `$OUT_DIR/trades.gz`: 1.9 MB of text becomes a fifth of that in the binary, unpacked when
/// the catalogue is first read (`src/content/trades/mod.rs`).
fn archive_trades() {
    let folder = Path::new("content/trades");
    println!("cargo:rerun-if-changed={}", folder.display());
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
                .filter(|name| name.ends_with(".toml"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut archive = Vec::new();
    for name in names {
        let text = std::fs::read(folder.join(&name)).expect("read a trade file");
        assert!(!text.contains(&0), "content/trades/{name} holds a NUL byte");
        println!("cargo:rerun-if-changed={}", folder.join(&name).display());
        archive.extend_from_slice(name.as_bytes());
        archive.push(0);
        archive.extend_from_slice(&text);
        archive.push(0);
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("trades.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(&archive).expect("gzip in memory");
    std::fs::write(out, encoder.finish().expect("gzip in memory")).expect("write trades.gz");
}

fn needs_install(ui: &Path) -> bool {
    let marker = ui.join("node_modules/.package-lock.json");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    match (modified(&marker), modified(&ui.join("package-lock.json"))) {
        (Some(installed), Some(lock)) => lock > installed,
        _ => true,
    }
}

fn npm(ui: &Path, args: &[&str]) {
    let status = Command::new("npm")
        .args(args)
        .current_dir(ui)
        .status()
        .unwrap_or_else(|e| panic!("cannot run npm (is Node.js installed?): {e}"));
    assert!(status.success(), "`npm {}` failed in ui/ ({status})", args.join(" "));
}
