//! Blog posts: Markdown files in the content folder's `posts/`, `{slug}.md`, served at
//! `/blog/{slug}`. A title and a body are a whole post:
//!
//! ```markdown
//! # Autumn offers that fill quiet weeks
//!
//! The article in Markdown...
//! ```
//!
//! or, with front matter, any of these keys (only `title` is needed):
//!
//! ```markdown
//! ---
//! title: Autumn offers that fill quiet weeks
//! excerpt: Three offers that bring regulars back when footfall drops.
//! category: Strategy
//! date: 2026-10-01
//! read_time: 5 min read
//! image: autumn.jpg
//! image_alt: A chalkboard of autumn offers.
//! author: Jo Baker
//! featured: false
//! ---
//! The article in Markdown...
//! ```
//!
//! Values are plain text to the end of the line, or a double-quoted string (with `\"` escapes)
//! when they hold a colon-space or need surrounding spaces. What a post leaves out it gets
//! (derived.rs, parse.rs): the excerpt is its first paragraph, the category "Articles", the date
//! that of the commit that added the file (or its last change outside git), the read time is
//! counted from its words, the author is the brand, and the picture a cover drawn in the
//! accent colour (content/cover.rs).

mod derived;
mod front_matter;
mod load;
mod parse;
mod post;

pub(super) use load::load_posts;
pub use post::{DateSource, Post, category_slug};
