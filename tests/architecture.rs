//! The server's dependency rule, checked on its source: no two files of `src/` import each
//! other (directly or round a longer circle), and the top-level modules depend one way, so each
//! can be read, tested and changed with only what it stands on in mind. And no file but a data
//! table grows past 400 lines: past that, a file is doing several jobs.
//!
//! Every `crate::`, `super::` and `self::` path in a file (in `use` items, code, types and
//! macro arguments alike) is resolved to the file that defines the module it names. Test-only
//! code (`#[cfg(test)]` items and modules) is left out: a test may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// A module of the crate, as its path from the root (`["http", "web"]`); the root is `[]`.
type ModPath = Vec<String>;

struct Module {
    file: PathBuf,
    /// The modules this file's code names, each with one path that named it.
    uses: BTreeMap<ModPath, String>,
}

/// Every module of `src/` that lives in a file of its own, by path, with what it uses.
fn modules() -> BTreeMap<ModPath, Module> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    collect(&root.join("lib.rs"), Vec::new(), &mut files);
    let known: BTreeSet<ModPath> = files.keys().cloned().collect();
    files
        .into_iter()
        .map(|(path, (file, syntax))| {
            let mut finder = PathFinder { here: &path, known: &known, uses: BTreeMap::new() };
            finder.visit_file(&syntax);
            let uses = finder.uses;
            (path, Module { file, uses })
        })
        .collect()
}

/// Reads `file` as module `path` and, recursively, every non-test `mod x;` it declares.
fn collect(file: &Path, path: ModPath, out: &mut BTreeMap<ModPath, (PathBuf, syn::File)>) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let syntax = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    // `a.rs` and `a/mod.rs` both keep their children in `a/`; `lib.rs` keeps them beside it.
    let dir = match file.file_stem().and_then(|s| s.to_str()) {
        Some("mod" | "lib" | "main") => file.parent().unwrap().to_path_buf(),
        _ => file.with_extension(""),
    };
    for item in &syntax.items {
        let syn::Item::Mod(module) = item else { continue };
        if module.content.is_some() || is_test_only(&module.attrs) {
            continue;
        }
        let name = module.ident.to_string();
        let child = [dir.join(format!("{name}.rs")), dir.join(&name).join("mod.rs")]
            .into_iter()
            .find(|candidate| candidate.exists())
            .unwrap_or_else(|| panic!("{}: no file for `mod {name};`", file.display()));
        let mut child_path = path.clone();
        child_path.push(name);
        collect(&child, child_path, out);
    }
    out.insert(path, (file.to_path_buf(), syntax));
}

fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr.parse_args::<syn::Meta>().is_ok_and(|meta| meta.path().is_ident("test"))
    })
}

/// Finds the modules a file's paths name.
struct PathFinder<'a> {
    here: &'a ModPath,
    known: &'a BTreeSet<ModPath>,
    uses: BTreeMap<ModPath, String>,
}

impl PathFinder<'_> {
    /// Records the file module that `segments` (a path as written) lands in, if it is one of
    /// ours and not this file itself.
    fn record(&mut self, segments: &[String]) {
        let Some(first) = segments.first() else { return };
        let mut base: ModPath = match first.as_str() {
            "crate" => Vec::new(),
            "self" | "super" => self.here.clone(),
            // A child module named without `self::` (edition 2018 paths).
            child => {
                let mut path = self.here.clone();
                path.push(child.to_owned());
                if !self.known.contains(&path) {
                    return;
                }
                self.here.clone()
            }
        };
        let mut rest = match first.as_str() {
            "crate" | "self" => &segments[1..],
            _ => segments,
        };
        while let Some(("super", tail)) = rest.split_first().map(|(s, t)| (s.as_str(), t)) {
            base.pop();
            rest = tail;
        }
        let mut target = base;
        for segment in rest {
            let mut deeper = target.clone();
            deeper.push(segment.clone());
            if !self.known.contains(&deeper) {
                break;
            }
            target = deeper;
        }
        if &target != self.here {
            self.uses.entry(target).or_insert_with(|| segments.join("::"));
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                prefix.push(name.ident.to_string());
                self.record(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Rename(rename) => {
                prefix.push(rename.ident.to_string());
                self.record(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.record(&prefix.clone()),
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }

    /// Macro arguments are tokens, not syntax: `crate :: a :: b` sequences are read from them.
    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            if let TokenTree::Group(group) = &tokens[i] {
                self.tokens(group.stream());
            }
            let starts =
                matches!(&tokens[i], TokenTree::Ident(id) if id == "crate" || id == "super");
            if starts {
                let mut segments = vec![tokens[i].to_string()];
                let mut j = i + 1;
                while j + 2 < tokens.len() + 1 {
                    match (&tokens.get(j), &tokens.get(j + 1), &tokens.get(j + 2)) {
                        (
                            Some(TokenTree::Punct(a)),
                            Some(TokenTree::Punct(b)),
                            Some(TokenTree::Ident(id)),
                        ) if a.as_char() == ':' && b.as_char() == ':' => {
                            segments.push(id.to_string());
                            j += 3;
                        }
                        _ => break,
                    }
                }
                self.record(&segments);
                i = j;
            } else {
                i += 1;
            }
        }
    }
}

impl<'ast> Visit<'ast> for PathFinder<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Use(u) => &u.attrs,
            syn::Item::Const(c) => &c.attrs,
            syn::Item::Static(s) => &s.attrs,
            syn::Item::Struct(s) => &s.attrs,
            syn::Item::Enum(e) => &e.attrs,
            _ => &[],
        };
        if !is_test_only(attrs) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if segments.len() > 1 {
            self.record(&segments);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

/// The circles in `graph` (Tarjan's strongly connected components of two or more nodes).
fn circles<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    struct State<N> {
        index: BTreeMap<N, usize>,
        low: BTreeMap<N, usize>,
        stack: Vec<N>,
        found: Vec<Vec<N>>,
    }
    fn connect<N: Ord + Clone>(node: &N, graph: &BTreeMap<N, BTreeSet<N>>, s: &mut State<N>) {
        let i = s.index.len();
        s.index.insert(node.clone(), i);
        s.low.insert(node.clone(), i);
        s.stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if !s.index.contains_key(next) {
                connect(next, graph, s);
                let low = s.low[node].min(s.low[next]);
                s.low.insert(node.clone(), low);
            } else if s.stack.contains(next) {
                let low = s.low[node].min(s.index[next]);
                s.low.insert(node.clone(), low);
            }
        }
        if s.low[node] == s.index[node] {
            let at = s.stack.iter().position(|n| n == node).unwrap();
            let component: Vec<N> = s.stack.split_off(at);
            if component.len() > 1 {
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !state.index.contains_key(node) {
            connect(node, graph, &mut state);
        }
    }
    state.found
}

fn show(path: &ModPath) -> String {
    if path.is_empty() { "crate".to_owned() } else { path.join("::") }
}

#[test]
fn no_files_in_src_import_each_other_round_a_circle() {
    let modules = modules();
    let graph: BTreeMap<ModPath, BTreeSet<ModPath>> =
        modules.iter().map(|(path, m)| (path.clone(), m.uses.keys().cloned().collect())).collect();
    let found = circles(&graph);
    let report: Vec<String> = found
        .iter()
        .map(|circle| {
            let edges: Vec<String> =
                circle
                    .iter()
                    .flat_map(|from| {
                        let module = &modules[from];
                        module.uses.iter().filter(|(to, _)| circle.contains(to)).map(
                            move |(_, via)| format!("    {} uses {via}", module.file.display()),
                        )
                    })
                    .collect();
            format!(
                "{}:\n{}",
                circle.iter().map(show).collect::<Vec<_>>().join(" ↔ "),
                edges.join("\n")
            )
        })
        .collect();
    assert!(found.is_empty(), "import circles between files of src/:\n{}", report.join("\n"));
}

/// The top-level modules, in the order they stand on each other: each may use only those
/// before it (and `main.rs`/`lib.rs` may use all). `docs/architecture.md` draws the same
/// picture; change both together.
const LAYERS: &[&[&str]] = &[
    // Foundations: the operator's content, storage, the allocator; then the settings.
    &["content", "db", "memory"],
    &["config"],
    // Outgoing e-mail, then the HTTP plumbing every feature shares.
    &["mail"],
    &["http"],
    // Features. Sign-in first (other features guard their endpoints with it); a lead before
    // the plan written for it, the plan before the features that draft, sell and erase it.
    &["auth"],
    &["leads", "analytics", "newsletter", "retention"],
    &["plan"],
    // The page a sent plan opens (the strategies' send opens it).
    &["follow"],
    &["strategies"],
    &["payments", "privacy"],
    // Composition, then the command line that starts it.
    &["app"],
    &["cli"],
    &["commands"],
];

#[test]
fn top_level_modules_only_use_the_layers_below_them() {
    let layer_of = |name: &str| LAYERS.iter().position(|layer| layer.contains(&name));
    let modules = modules();
    let mut wrong = Vec::new();
    let mut unplaced = BTreeSet::new();
    for (path, module) in &modules {
        let Some(from) = path.first() else { continue };
        let Some(from_layer) = layer_of(from) else {
            unplaced.insert(from.clone());
            continue;
        };
        for (target, via) in &module.uses {
            let Some(to) = target.first() else { continue };
            if to == from {
                continue;
            }
            match layer_of(to) {
                Some(to_layer) if to_layer < from_layer => {}
                _ => wrong.push(format!("{} uses {via}", module.file.display())),
            }
        }
    }
    assert!(
        unplaced.is_empty(),
        "top-level modules missing from LAYERS in tests/architecture.rs: {unplaced:?}"
    );
    assert!(
        wrong.is_empty(),
        "uses of a module in the same or a higher layer (see LAYERS in tests/architecture.rs):\n{}",
        wrong.join("\n")
    );
}

/// Files that are tables of words and phrases rather than code: they may grow past the limit.
/// None is today (the trades' knowledge lives in `content/trades/`).
const DATA_TABLES: &[&str] = &[];

#[test]
fn no_file_in_src_but_a_data_table_is_over_400_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let long: Vec<String> = modules()
        .values()
        .filter_map(|module| {
            let relative = module.file.strip_prefix(root).unwrap().to_string_lossy().into_owned();
            let lines = std::fs::read_to_string(&module.file).unwrap().lines().count();
            (lines > 400 && !DATA_TABLES.contains(&relative.as_str()))
                .then(|| format!("{relative}: {lines} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "split these by job (or list a data table in DATA_TABLES):\n{}",
        long.join("\n")
    );
}
