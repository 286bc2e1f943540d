//! One post file read into a [`Post`]: the front matter's keys checked, what they leave out
//! worked out, and every problem noted with its line and key.

use std::path::Path;

use super::derived::{excerpt, read_time};
use super::front_matter::{Document, Field, split};
use super::post::{DateSource, Post, category_slug};
use crate::content::cover::Cover;
use crate::content::error::ContentError;
use crate::content::images::Image;
use crate::content::markdown::markdown;

/// What a post gets for what it leaves out.
pub(super) struct Fallbacks<'a> {
    /// The brand, for a post that names no author.
    pub(super) author: &'a str,
    /// The accent colour its cover is drawn in.
    pub(super) accent: &'a str,
    /// The date of a post that gives none, if it can have one (the folder's posts can, the
    /// embedded examples cannot).
    pub(super) date: &'a dyn Fn() -> Option<(jiff::civil::Date, DateSource)>,
    /// A picture the post names, by its file name.
    pub(super) image: &'a dyn Fn(&str) -> Result<Image, String>,
}

/// The category of a post that gives none.
pub(super) const DEFAULT_CATEGORY: &str = "Articles";

/// Reads one post; `file` names it in problems, every one of which is returned.
pub(super) fn parse(
    file: &Path,
    slug: &str,
    text: &str,
    fallbacks: &Fallbacks,
) -> Result<Post, Vec<ContentError>> {
    let mut notes = Notes { file, problems: Vec::new() };
    if slug.is_empty()
        || !slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        notes.note(None, None, "the file name must be lower-case letters, digits and hyphens, e.g. autumn-offers.md (it is the post's address)");
    }
    let Some(Document { fields, body }) = split(file, text, &mut notes.problems) else {
        return Err(notes.problems);
    };
    let find = |key: &str| fields.iter().find(|field| field.key == key);

    if let Some(field) = find("slug") {
        notes.at(field, "is the file's name; rename the file instead");
    }
    // The title, or the body's first line `# Title` (then taken out of the body).
    let (title, body) = match (find("title"), heading(body)) {
        (Some(field), _) => (notes.one_line(field, 160), body),
        (None, Some((title, rest))) if !title.is_empty() && title.chars().count() <= 160 => {
            (Some(title.to_owned()), rest)
        }
        (None, _) => {
            notes.note(
                None,
                Some("title"),
                "is missing: add `title: …` to the front matter, or start the article with a line `# Title`",
            );
            (None, body)
        }
    };
    let excerpt = match find("excerpt") {
        Some(field) => notes.one_line(field, 400),
        None => Some(excerpt(body)),
    };
    let category = match find("category") {
        None => Some(DEFAULT_CATEGORY.to_owned()),
        Some(field) => notes.one_line(field, 40).and_then(|category| {
            if category_slug(&category).trim_matches('-').is_empty() {
                notes.at(field, "must contain a letter or digit");
                return None;
            }
            Some(category)
        }),
    };
    let date = match find("date") {
        Some(field) => match field.value.parse::<jiff::civil::Date>() {
            Ok(date) => Some((date, DateSource::Given)),
            Err(_) => {
                notes.at(field, &format!("{:?} is not a date like 2026-10-01", field.value));
                None
            }
        },
        None => (fallbacks.date)().or_else(|| {
            notes.note(
                None,
                Some("date"),
                "is missing: an example post gives its date, like 2026-10-01",
            );
            None
        }),
    };
    let read_time = match find("read_time") {
        Some(field) => notes.one_line(field, 40),
        None => Some(read_time(body)),
    };
    let image = match find("image") {
        None => Some(None),
        Some(field) => notes.one_line(field, 120).and_then(|name| match (fallbacks.image)(&name) {
            Ok(image) => Some(Some(image)),
            Err(message) => {
                notes.at(field, &message);
                None
            }
        }),
    };
    let image_alt = find("image_alt").map(|field| field.value.clone()).unwrap_or_default();
    let author =
        find("author").map_or_else(|| fallbacks.author.to_owned(), |field| field.value.clone());
    let featured = match find("featured") {
        None => false,
        Some(field) if field.value == "true" => true,
        Some(field) if field.value == "false" => false,
        Some(field) => {
            notes.at(field, &format!("{:?} must be true or false", field.value));
            false
        }
    };
    if body.trim().is_empty() {
        notes.note(None, None, "the article after the front matter is empty");
    }
    match (title, excerpt, category, date, read_time, image) {
        (
            Some(title),
            Some(excerpt),
            Some(category),
            Some((date, date_source)),
            Some(read_time),
            Some(image),
        ) if notes.problems.is_empty() => Ok(Post {
            slug: slug.to_owned(),
            title,
            excerpt_given: find("excerpt").is_some(),
            excerpt,
            category,
            date,
            date_source,
            read_time,
            image,
            image_alt,
            cover: Cover { slug: slug.to_owned(), accent: fallbacks.accent.to_owned() },
            author,
            featured,
            body_html: markdown(body),
        }),
        _ => Err(notes.problems),
    }
}

/// The problems found in one file.
struct Notes<'a> {
    file: &'a Path,
    problems: Vec<ContentError>,
}

impl Notes<'_> {
    fn note(&mut self, line: Option<usize>, field: Option<&str>, message: &str) {
        self.problems.push(ContentError {
            file: self.file.to_owned(),
            line,
            field: field.map(str::to_owned),
            message: message.to_owned(),
        });
    }

    /// A problem with `field`'s value.
    fn at(&mut self, field: &Field, message: &str) {
        self.note(Some(field.line), Some(field.key), message);
    }

    /// `field`'s value when it is one line of 1 to `max` characters.
    fn one_line(&mut self, field: &Field, max: usize) -> Option<String> {
        let value = &field.value;
        if value.is_empty() || value.chars().count() > max || value.chars().any(char::is_control) {
            self.at(field, &format!("must be one line of 1 to {max} characters"));
            return None;
        }
        Some(value.clone())
    }
}

/// The text of a first line `# Title` (after any blank lines), and the body after it.
fn heading(body: &str) -> Option<(&str, &str)> {
    let start = body.len() - body.trim_start().len();
    let rest = &body[start..];
    let line_end = rest.find('\n').map_or(rest.len(), |at| at + 1);
    let title = rest[..line_end].trim().strip_prefix("# ")?;
    Some((title.trim().trim_end_matches('#').trim_end(), &rest[line_end..]))
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

    fn today() -> Option<(jiff::civil::Date, DateSource)> {
        Some((jiff::civil::date(2026, 11, 20), DateSource::Modified))
    }

    fn read(slug: &str, text: &str) -> Result<Post, Vec<ContentError>> {
        let fallbacks =
            Fallbacks { author: "Northwind", accent: "#c2410c", date: &today, image: &picture };
        parse(&Path::new("posts").join(format!("{slug}.md")), slug, text, &fallbacks)
    }

    const GOOD: &str = "---\ntitle: Autumn offers that fill quiet weeks\nexcerpt: \"Three offers: bring regulars back\"\ncategory: Strategy\n\
        date: 2026-10-01\nread_time: 5 min read\nimage: autumn.jpg\nfeatured: true\n---\nThe article in **Markdown**.\n\n## First\n";

    #[test]
    fn a_post_is_front_matter_and_markdown() {
        let post = read("autumn-offers", GOOD).unwrap();
        assert_eq!(post.title, "Autumn offers that fill quiet weeks");
        assert_eq!(post.excerpt, "Three offers: bring regulars back");
        assert_eq!(
            (post.category_slug().as_str(), post.date_text().as_str(), post.date_source),
            ("strategy", "October 1, 2026", DateSource::Given)
        );
        assert_eq!(
            (post.author.as_str(), post.featured, post.read_time.as_str()),
            ("Northwind", true, "5 min read")
        );
        assert!(post.image_url().starts_with("/content/autumn.jpg?v="));
        assert_eq!(post.preview_url(), post.image_url());
        assert!(
            post.body_html.contains("<strong>Markdown</strong>")
                && post.body_html.contains("<h2>First</h2>"),
            "{}",
            post.body_html
        );
        assert_eq!(category_slug("Email Marketing"), "email-marketing");
    }

    #[test]
    fn a_title_and_a_body_are_a_whole_post() {
        let words = "Most small shops post at random, and a plan fixes that. ".repeat(40);
        for text in [
            format!("---\ntitle: Winter menus\n---\n{words}\n\nMore.\n"),
            format!("# Winter menus\n\n{words}\n\nMore.\n"),
        ] {
            let post = read("winter-menus", &text).unwrap();
            assert_eq!(post.title, "Winter menus");
            assert!(!post.body_html.contains("<h1>"), "the title is not repeated in the body");
            assert_eq!(post.read_time, "2 min read");
            assert!(
                post.excerpt.starts_with("Most small shops post at random")
                    && post.excerpt.ends_with('…')
            );
            assert_eq!((post.category.as_str(), post.author.as_str()), ("Articles", "Northwind"));
            assert_eq!((post.date, post.date_source), today().unwrap());
            assert!(post.image.is_none() && !post.featured);
            assert!(post.image_url().starts_with("/content/covers/winter-menus.png?v="));
            assert_eq!(post.preview_url(), post.image_url());
        }
        // An SVG picture shows on the page; link previews get the drawn cover.
        let post = read("winter-menus", "---\ntitle: Winter menus\nimage: menu.svg\n---\nText.\n")
            .unwrap();
        assert!(post.image_url().starts_with("/content/menu.svg?v="));
        assert!(post.preview_url().starts_with("/content/covers/winter-menus.png?v="));
    }

    #[test]
    fn every_problem_is_named_with_its_line_and_field() {
        let text = "---\nexcerpt: \"unclosed\ncategory: ---\ndate: 1 October\nfeatured: yes\nimage: missing.jpg\ntags: Strategy\nslug: other\n---\n\n";
        let problems = read("a", text).unwrap_err();
        let found: Vec<_> = problems.iter().map(|p| (p.line, p.field.as_deref())).collect();
        assert_eq!(
            found,
            [
                (Some(2), Some("excerpt")),
                (Some(7), Some("tags")),
                (Some(8), Some("slug")),
                (None, Some("title")),
                (Some(3), Some("category")),
                (Some(4), Some("date")),
                (Some(6), Some("image")),
                (Some(5), Some("featured")),
                (None, None),
            ],
            "{problems:?}"
        );
        assert!(problems[1].message.contains("known: title, excerpt"), "{}", problems[1]);
        // An example post has no file date to fall back on.
        let fallbacks =
            Fallbacks { author: "N", accent: "#4f46e5", date: &|| None, image: &picture };
        let problems =
            parse(Path::new("posts/a.md"), "a", "# A\n\nText.\n", &fallbacks).unwrap_err();
        assert_eq!(problems[0].field.as_deref(), Some("date"));
        // A front matter never closed, and a name that cannot be an address.
        let problems = read("a", &GOOD.replace("---\nThe article", "The article")).unwrap_err();
        assert_eq!(problems.iter().map(|p| p.line).collect::<Vec<_>>(), [Some(9), Some(1)]);
        assert!(read("Autumn Offers", GOOD).is_err());
    }
}
