//! The operator's posts in the prerendered blog pages: the blog list's category chips, featured
//! post, cards and count, and each post's own card, all from fragments the UI build rendered
//! with placeholders.

use crate::content::{Post, Site};
use crate::http::html::{escape_html, fill};

/// The blog's pieces, filled from the posts once at start.
pub(super) struct Blog {
    /// The blog list's pieces.
    pub(super) chips: String,
    pub(super) featured: String,
    pub(super) cards: String,
    pub(super) count: String,
    /// One card per post, by slug (the blog list and "Keep reading" use them).
    pub(super) post_cards: Vec<(String, String)>,
}

impl Blog {
    /// `fragment(name)` reads a fragment the build wrote (`_pages/fragments/{name}.html`).
    pub(super) fn new(site: &Site, fragment: impl Fn(&str) -> Option<String>) -> Self {
        let (card, featured_card, chip) = (
            fragment("post-card").unwrap_or_default(),
            fragment("featured-post").unwrap_or_default(),
            fragment("category-chip").unwrap_or_default(),
        );
        let featured = site.posts.iter().find(|post| post.featured);
        let others: Vec<&Post> =
            site.posts.iter().filter(|post| featured.is_none_or(|f| f.slug != post.slug)).collect();
        let cards = others
            .iter()
            .enumerate()
            .map(|(index, post)| fill_post(&card, "P", post, card_span(index, others.len())))
            .collect();
        let featured_html =
            featured.map(|post| fill_post(&featured_card, "P", post, "")).unwrap_or_default();
        let mut categories: Vec<(String, &str)> = Vec::new();
        for post in &site.posts {
            let slug = post.category_slug();
            if !categories.iter().any(|(s, _)| *s == slug) {
                categories.push((slug, &post.category));
            }
        }
        let chips = categories
            .iter()
            .map(|(slug, name)| {
                fill(&chip, &[("__PLANSMITH_C_SLUG__", slug), ("__PLANSMITH_C_NAME__", name)])
            })
            .collect();
        let total = site.posts.len();
        let count = escape_html(&format!(
            "Showing all {total} {}",
            if total == 1 { "article" } else { "articles" }
        ));
        let post_cards = site
            .posts
            .iter()
            .map(|post| (post.slug.clone(), fill_post(&card, "P", post, "")))
            .collect();
        Self { chips, featured: featured_html, cards, count, post_cards }
    }
}

/// A post piece (`prefix` P: a card, POST: the page) with the post's fields, escaped, and its
/// sanitised body.
pub(super) fn fill_post(template: &str, prefix: &str, post: &Post, span: &str) -> String {
    let token = |field: &str| format!("__PLANSMITH_{prefix}_{field}__");
    let date = post.date.to_string();
    let preview = post.preview_url();
    // The drawn cover shows nothing the title does not say.
    let own_preview = post.image.as_ref().is_some_and(|image| image.url() == preview);
    let preview_alt =
        if own_preview && !post.image_alt.is_empty() { &post.image_alt } else { &post.title };
    let fields = [
        ("SLUG", post.slug.as_str()),
        ("TITLE", &post.title),
        ("EXCERPT", &post.excerpt),
        // Under the article's title only when given: a derived one is the body's first paragraph.
        ("LEDE", if post.excerpt_given { &post.excerpt } else { "" }),
        ("AUTHOR", &post.author),
        ("DATE_TEXT", &post.date_text()),
        ("DATE", &date),
        ("READ_TIME", &post.read_time),
        ("CATEGORY_SLUG", &post.category_slug()),
        ("CATEGORY", &post.category),
        ("IMAGE_ALT", &post.image_alt),
        ("IMAGE", &post.image_url()),
        ("PREVIEW_ALT", preview_alt),
        ("PREVIEW", &preview),
        ("SPAN", span),
    ];
    let mut html = template.replace(&token("BODY"), &post.body_html);
    for (field, value) in fields {
        html = html.replace(&token(field), &escape_html(value));
    }
    html
}

/// Desktop columns (of 6) for each card, so an uneven count fills its rows (as the blog's
/// script lays them out again after filtering).
fn card_span(index: usize, count: usize) -> &'static str {
    let wide = match count % 3 {
        2 => 2,
        1 => count.min(4),
        _ => 0,
    };
    if index < wide { "lg:col-span-3" } else { "lg:col-span-2" }
}
