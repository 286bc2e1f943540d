//! Builds the React UI into `ui/dist`, which the binary embeds.
//!
//! Runs `npm ci` when `ui/node_modules` is missing or older than the lockfile, then
//! `npm run build`. Cargo reruns this only when a UI source changes. Set
//! `PLANSMITH_SKIP_UI_BUILD=1` to keep an existing `ui/dist` (the UI developer's own build).

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
