//! A post as the rest of the service sees it, checked and complete.

use crate::content::cover::Cover;
use crate::content::images::Image;

#[derive(Debug, Clone)]
pub struct Post {
    /// The file's name without `.md`: lower-case letters, digits and hyphens.
    pub slug: String,
    pub title: String,
    /// Given, or the body's first paragraph as plain text.
    pub excerpt: String,
    /// Whether the excerpt was given (else the page would show the first paragraph twice).
    pub excerpt_given: bool,
    pub category: String,
    pub date: jiff::civil::Date,
    pub date_source: DateSource,
    /// Given, or "4 min read" from the body's words.
    pub read_time: String,
    /// The picture the post names, if any.
    pub image: Option<Image>,
    pub image_alt: String,
    /// Drawn in the accent colour: the picture of a post that names none, and the link
    /// preview of one whose picture is SVG.
    pub cover: Cover,
    pub author: String,
    pub featured: bool,
    /// The body as sanitised HTML.
    pub body_html: String,
}

/// Where a post's date comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateSource {
    /// `date:` in the front matter.
    Given,
    /// The commit that added the file to the content folder's git repository.
    FirstCommit,
    /// The file's modification time, outside git.
    Modified,
}

impl Post {
    /// "January 14, 2025": the date as written, whatever the reader's time zone.
    pub fn date_text(&self) -> String {
        self.date.strftime("%B %-d, %Y").to_string()
    }

    /// The category in addresses (`/blog?category=email-marketing`).
    pub fn category_slug(&self) -> String {
        category_slug(&self.category)
    }

    /// The address of the picture the pages show: the post's own, or its drawn cover.
    pub fn image_url(&self) -> String {
        self.image.as_ref().map_or_else(|| self.cover.url(), Image::url)
    }

    /// The address of the picture link previews show: the post's own unless it is SVG, which
    /// previews cannot show, else its drawn cover.
    pub fn preview_url(&self) -> String {
        match &self.image {
            Some(image) if !image.name.to_ascii_lowercase().ends_with(".svg") => image.url(),
            _ => self.cover.url(),
        }
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
