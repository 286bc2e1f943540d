//! A post file cut into its front matter's `key: value` lines and its Markdown body.

use std::path::Path;

use crate::content::error::ContentError;

/// Every key a post may give; only `title` is needed (or a first line `# Title`).
pub(super) const KEYS: [&str; 10] = [
    "title",
    "excerpt",
    "category",
    "date",
    "read_time",
    "image",
    "image_alt",
    "author",
    "featured",
    "slug",
];

/// One `key: value` line.
pub(super) struct Field {
    pub(super) key: &'static str,
    pub(super) value: String,
    /// 1-based.
    pub(super) line: usize,
}

/// The front matter's fields (none when the file has no front matter) and the body.
pub(super) struct Document<'t> {
    pub(super) fields: Vec<Field>,
    pub(super) body: &'t str,
}

/// `text` cut in two, with a problem noted for each line that is not a known `key: value`;
/// none when the front matter is never closed (then nothing after it can be read).
pub(super) fn split<'t>(
    file: &Path,
    text: &'t str,
    problems: &mut Vec<ContentError>,
) -> Option<Document<'t>> {
    let mut problem = |line: Option<usize>, field: Option<&str>, message: String| {
        problems.push(ContentError {
            file: file.to_owned(),
            line,
            field: field.map(str::to_owned),
            message,
        })
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split_inclusive('\n');
    if lines.next().map(str::trim_end) != Some("---") {
        return Some(Document { fields: Vec::new(), body: text });
    }
    let mut fields: Vec<Field> = Vec::new();
    let mut offset = text.find('\n').map_or(text.len(), |i| i + 1);
    for (index, raw) in lines.enumerate() {
        let number = index + 2;
        offset += raw.len();
        let line = raw.trim_end();
        if line == "---" {
            return Some(Document { fields, body: &text[offset.min(text.len())..] });
        }
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            problem(Some(number), None, format!("{line:?} is not a `key: value` line"));
            continue;
        };
        let key = key.trim();
        let Some(key) = KEYS.iter().copied().find(|k| *k == key) else {
            problem(Some(number), Some(key), format!("unknown field (known: {})", KEYS.join(", ")));
            continue;
        };
        let value = value.trim();
        let value = if value.starts_with('"') {
            match serde_json::from_str::<String>(value) {
                Ok(value) => value,
                Err(e) => {
                    problem(Some(number), Some(key), format!("the quoted value is malformed: {e}"));
                    continue;
                }
            }
        } else {
            value.to_owned()
        };
        if fields.iter().any(|field| field.key == key) {
            problem(Some(number), Some(key), "is given twice".into());
            continue;
        }
        fields.push(Field { key, value, line: number });
    }
    problem(
        Some(1),
        None,
        "the front matter that starts here has no closing `---` line (a post may also have no front matter: a first line `# Title`, then the article)".into(),
    );
    None
}
