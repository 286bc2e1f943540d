//! Blog posts: Markdown files with front matter, `posts/{slug}.md`, served at `/blog/{slug}`.
//!
//! ```markdown
//! ---
//! title: Autumn offers that fill quiet weeks
//! excerpt: Three offers that bring regulars back when footfall drops.
//! category: Strategy
//! date: 2026-10-01
//! read_time: 5 min read
//! image: autumn.jpg
//! featured: false
//! ---
//! The article in Markdown...
//! ```
//!
//! Values are plain text to the end of the line, or a double-quoted string (with `\"` escapes)
//! when they hold a colon-space or need surrounding spaces.

use std::path::{Path, PathBuf};

use super::error::ContentError;
use super::files::{Defaults, read_text};
use super::images::{Image, image};
use super::markdown::markdown;

#[derive(Debug, Clone)]
pub struct Post {
    /// The file's name without `.md`: lower-case letters, digits and hyphens.
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub date: jiff::civil::Date,
    pub read_time: String,
    pub image: Image,
    pub image_alt: String,
    pub author: String,
    pub featured: bool,
    /// The body as sanitised HTML.
    pub body_html: String,
}

impl Post {
    /// "January 14, 2025": the date as written, whatever the reader's time zone.
    pub fn date_text(&self) -> String {
        const MONTHS: [&str; 12] = [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ];
        format!(
            "{} {}, {}",
            MONTHS[self.date.month() as usize - 1],
            self.date.day(),
            self.date.year()
        )
    }

    /// The category in addresses (`/blog?category=email-marketing`).
    pub fn category_slug(&self) -> String {
        category_slug(&self.category)
    }
}

/// "Email Marketing" → "email-marketing".
pub fn category_slug(category: &str) -> String {
    let mut slug = String::new();
    for c in category.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug
}

const KEYS: [&str; 10] = [
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

/// Reads one post. `file` names it in errors; `find_image` loads a picture by name.
pub fn parse(
    file: &Path,
    slug: &str,
    text: &str,
    default_author: &str,
    find_image: &dyn Fn(&str) -> Result<Image, String>,
) -> Result<Post, ContentError> {
    let error = |line: Option<usize>, field: Option<&str>, message: String| ContentError {
        file: file.to_owned(),
        line,
        field: field.map(str::to_owned),
        message,
    };
    if slug.is_empty()
        || !slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(error(None, None, "the file name must be lower-case letters, digits and hyphens, e.g. autumn-offers.md (it is the post's address)".into()));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split_inclusive('\n');
    if lines.next().map(str::trim_end) != Some("---") {
        return Err(error(
            Some(1),
            None,
            "must start with a front matter block: a line `---`, `key: value` lines, and `---`"
                .into(),
        ));
    }
    let mut fields: Vec<(&str, String, usize)> = Vec::new();
    let mut offset = text.find('\n').map_or(text.len(), |i| i + 1);
    let mut closed = false;
    for (index, raw) in lines.enumerate() {
        let number = index + 2;
        offset += raw.len();
        let line = raw.trim_end();
        if line == "---" {
            closed = true;
            break;
        }
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(Some(number), None, format!("{line:?} is not a `key: value` line")));
        };
        let key = key.trim();
        let Some(key) = KEYS.iter().find(|k| **k == key) else {
            return Err(error(
                Some(number),
                Some(key),
                format!("unknown field (known: {})", KEYS.join(", ")),
            ));
        };
        let value = value.trim();
        let value = if value.starts_with('"') {
            serde_json::from_str::<String>(value).map_err(|e| {
                error(Some(number), Some(key), format!("the quoted value is malformed: {e}"))
            })?
        } else {
            value.to_owned()
        };
        if fields.iter().any(|(k, _, _)| k == key) {
            return Err(error(Some(number), Some(key), "is given twice".into()));
        }
        fields.push((key, value, number));
    }
    if !closed {
        return Err(error(None, None, "the front matter has no closing `---` line".into()));
    }
    let body = &text[offset.min(text.len())..];
    let take = |key: &str| {
        fields.iter().find(|(k, _, _)| *k == key).map(|(_, v, line)| (v.clone(), *line))
    };
    let required = |key: &str, max: usize| -> Result<(String, usize), ContentError> {
        let (value, line) = take(key).ok_or_else(|| error(None, Some(key), "is missing".into()))?;
        if value.is_empty() || value.chars().count() > max || value.chars().any(char::is_control) {
            return Err(error(
                Some(line),
                Some(key),
                format!("must be one line of 1 to {max} characters"),
            ));
        }
        Ok((value, line))
    };
    if let Some((_, line)) = take("slug") {
        return Err(error(
            Some(line),
            Some("slug"),
            "is the file's name; rename the file instead".into(),
        ));
    }
    let (title, _) = required("title", 160)?;
    let (excerpt, _) = required("excerpt", 400)?;
    let (category, line) = required("category", 40)?;
    if category_slug(&category).trim_matches('-').is_empty() {
        return Err(error(Some(line), Some("category"), "must contain a letter or digit".into()));
    }
    let (date_text, line) = required("date", 10)?;
    let date: jiff::civil::Date = date_text.parse().map_err(|_| {
        error(Some(line), Some("date"), format!("{date_text:?} is not a date like 2026-10-01"))
    })?;
    let (read_time, _) = required("read_time", 40)?;
    let (image_name, line) = required("image", 120)?;
    let image =
        find_image(&image_name).map_err(|message| error(Some(line), Some("image"), message))?;
    let image_alt = take("image_alt").map(|(v, _)| v).unwrap_or_default();
    let author = take("author").map_or_else(|| default_author.to_owned(), |(v, _)| v);
    let featured = match take("featured") {
        None => false,
        Some((value, line)) => match value.as_str() {
            "true" => true,
            "false" => false,
            other => {
                return Err(error(
                    Some(line),
                    Some("featured"),
                    format!("{other:?} must be true or false"),
                ));
            }
        },
    };
    if body.trim().is_empty() {
        return Err(error(None, None, "the article after the front matter is empty".into()));
    }
    Ok(Post {
        slug: slug.to_owned(),
        title,
        excerpt,
        category,
        date,
        read_time,
        image,
        image_alt,
        author,
        featured,
        body_html: markdown(body),
    })
}

/// The embedded posts (unless `default_posts` is false) and the folder's `posts/*.md`, newest
/// first; their covers are added to `images`.
pub(super) fn load_posts(
    dir: Option<&Path>,
    default_posts: bool,
    author: &str,
    images: &mut Vec<Image>,
) -> Result<Vec<Post>, ContentError> {
    let mut sources: Vec<(PathBuf, String, String)> = Vec::new();
    if default_posts {
        for name in
            Defaults::iter().filter(|name| name.starts_with("posts/") && name.ends_with(".md"))
        {
            let file = Defaults::get(&name).expect("listed by iter");
            let slug = name.trim_start_matches("posts/").trim_end_matches(".md").to_owned();
            sources.push((
                PathBuf::from(format!("(embedded) content/{name}")),
                slug,
                String::from_utf8_lossy(&file.data).into_owned(),
            ));
        }
    }
    if let Some(folder) = dir.map(|dir| dir.join("posts")).filter(|folder| folder.is_dir()) {
        let entries = std::fs::read_dir(&folder).map_err(|e| ContentError {
            file: folder.clone(),
            line: None,
            field: None,
            message: format!("cannot be read: {e}"),
        })?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some("md") {
                continue;
            }
            let slug = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            let text = read_text(&path)?.unwrap_or_default();
            // The folder's post replaces an embedded one of the same name.
            sources.retain(|(_, other, _)| *other != slug);
            sources.push((path, slug, text));
        }
    }
    let mut posts = Vec::with_capacity(sources.len());
    for (path, slug, text) in sources {
        let post = parse(&path, &slug, &text, author, &|name| image(dir, name))?;
        if !images.iter().any(|i| i.name == post.image.name) {
            images.push(post.image.clone());
        }
        posts.push(post);
    }
    posts.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.slug.cmp(&b.slug)));
    Ok(posts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(name: &str) -> Result<Image, String> {
        if name == "missing.jpg" {
            Err("cannot read missing.jpg".into())
        } else {
            Ok(Image { name: name.into(), data: vec![1] })
        }
    }

    const GOOD: &str = "---\ntitle: Autumn offers that fill quiet weeks\nexcerpt: \"Three offers: bring regulars back\"\ncategory: Strategy\n\
        date: 2026-10-01\nread_time: 5 min read\nimage: autumn.jpg\nfeatured: true\n---\nThe article in **Markdown**.\n\n## First\n";

    #[test]
    fn a_post_is_front_matter_and_markdown() {
        let post = parse(
            Path::new("posts/autumn-offers.md"),
            "autumn-offers",
            GOOD,
            "Northwind",
            &picture,
        )
        .unwrap();
        assert_eq!(post.title, "Autumn offers that fill quiet weeks");
        assert_eq!(post.excerpt, "Three offers: bring regulars back");
        assert_eq!(
            (post.category_slug().as_str(), post.date_text().as_str()),
            ("strategy", "October 1, 2026")
        );
        assert_eq!(
            (post.author.as_str(), post.featured, post.image.name.as_str()),
            ("Northwind", true, "autumn.jpg")
        );
        assert!(
            post.body_html.contains("<strong>Markdown</strong>")
                && post.body_html.contains("<h2>First</h2>"),
            "{}",
            post.body_html
        );
        assert_eq!(category_slug("Email Marketing"), "email-marketing");
    }

    #[test]
    fn problems_name_the_line_and_field() {
        let cases = [
            (GOOD.replace("date: 2026-10-01", "date: 1 October"), Some(5), Some("date")),
            (GOOD.replace("featured: true", "featured: yes"), Some(8), Some("featured")),
            (GOOD.replace("image: autumn.jpg", "image: missing.jpg"), Some(7), Some("image")),
            (GOOD.replace("title: Autumn offers that fill quiet weeks\n", ""), None, Some("title")),
            (GOOD.replace("category: Strategy", "tags: Strategy"), Some(4), Some("tags")),
            (
                GOOD.replace(
                    "excerpt: \"Three offers: bring regulars back\"",
                    "excerpt: \"unclosed",
                ),
                Some(3),
                Some("excerpt"),
            ),
            (GOOD.replace("---\nThe article", "The article"), Some(9), None),
        ];
        for (text, line, field) in cases {
            let err = parse(Path::new("posts/a.md"), "a", &text, "N", &picture).unwrap_err();
            assert_eq!((err.line, err.field.as_deref()), (line, field), "{err}");
        }
        assert!(
            parse(Path::new("posts/Autumn Offers.md"), "Autumn Offers", GOOD, "N", &picture)
                .is_err()
        );
    }
}
