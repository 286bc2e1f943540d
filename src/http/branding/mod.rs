//! The operator's brand in the pages the UI build prerendered: the build writes placeholders
//! (`__PLANSMITH_BRAND_NAME__`...) wherever the brand, the legal identity, the logo or the price
//! shows, and this fills them in, escaped, once at start. The figures and testimonials are
//! repeated from fragments the build rendered with placeholders of their own; an operator's
//! `privacy.md` / `terms.md` take the place of the built-in text; the accent colour replaces
//! the palette's indigo. The pages leave the server complete: no script is needed to show any
//! of it.

use std::collections::HashMap;
use std::sync::OnceLock;

use poem::Response;
use poem::http::header;
use serde::Serialize;

mod accent;
mod blog;

use super::html::{escape_html, fill};
use crate::config::Config;
use crate::content::{Cover, Image, Site};
use accent::{DEFAULT_ACCENT, MARK_PATH, mark, palette};
use blog::{Blog, fill_post};

/// What the app's scripts read from `<meta name="plansmith-site">` (see ui/src/content/site.ts).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SiteMeta<'a> {
    name: &'a str,
    support_email: &'a str,
    legal_name: &'a str,
    postal_address: &'a str,
    legal_identity: &'a str,
    logo_url: &'a str,
    price: &'a crate::content::Price,
    /// How every other amount is written (the free plan's price, the survey's budgets).
    currency: &'a crate::content::Currency,
    landing: &'a crate::content::Landing,
    pro_worth: &'a str,
    service_price: &'a str,
}

pub struct Branding {
    /// Placeholder and its escaped value, longest placeholder first (none is a prefix of
    /// another, but the order keeps it so).
    tokens: Vec<(&'static str, String)>,
    figures: String,
    testimonials: String,
    blog: Blog,
    accent_style: Option<String>,
    accent: String,
    favicon: String,
    privacy_html: Option<String>,
    terms_html: Option<String>,
    /// Each post's drawn cover by its name (`covers/{slug}.png`), drawn when first asked for.
    covers: HashMap<String, (Cover, OnceLock<Vec<u8>>)>,
    site: std::sync::Arc<Site>,
}

impl Branding {
    /// `fragment(name)` reads a fragment the build wrote (`_pages/fragments/{name}.html`).
    pub fn new(config: &Config, fragment: impl Fn(&str) -> Option<String>) -> Self {
        let site = config.site.clone();
        let logo_url = match &site.logo {
            Some(logo) => logo.url(),
            None => format!("{MARK_PATH}?v={}", site.accent_color.trim_start_matches('#')),
        };
        let accent = site.accent_color.clone();
        Self {
            tokens: tokens(&config.site_url, &site, &logo_url),
            figures: figures(&site, &fragment),
            testimonials: testimonials(&site, &fragment),
            blog: Blog::new(&site, &fragment),
            accent_style: (accent != DEFAULT_ACCENT).then(|| palette(&accent)),
            accent,
            favicon: favicon(&site, &logo_url),
            privacy_html: site.privacy_md.as_deref().map(crate::content::markdown),
            terms_html: site.terms_md.as_deref().map(crate::content::markdown),
            covers: site
                .posts
                .iter()
                .map(|post| (post.cover.name(), (post.cover.clone(), OnceLock::new())))
                .collect(),
            site,
        }
    }

    /// The page `html` (the prerendered `file`) with the operator's brand in it.
    pub fn apply(&self, file: &str, html: &str) -> String {
        let mut html = html
            .replace("__PLANSMITH_SLOT_FIGURES__", &self.figures)
            .replace("__PLANSMITH_SLOT_TESTIMONIALS__", &self.testimonials);
        if file == "_pages/index.html" {
            // A claim the operator turned off goes, with the element that holds it.
            let landing = &self.site.landing;
            let note = landing.note.as_ref();
            for (region, off) in [
                ("landing-trust", landing.trust.is_empty()),
                ("landing-note", note.is_none()),
                ("landing-note-signature", note.is_some_and(|n| n.signature.is_empty())),
                ("landing-example", landing.example.is_none()),
            ] {
                if off {
                    html = replace_region(&html, region, "");
                }
            }
        }
        if file == "_pages/blog.html" {
            html = html
                .replace("__PLANSMITH_SLOT_CHIPS__", &self.blog.chips)
                .replace("__PLANSMITH_SLOT_FEATURED__", &self.blog.featured)
                .replace("__PLANSMITH_SLOT_POSTS__", &self.blog.cards)
                .replace("__PLANSMITH_BLOG_COUNT__", &self.blog.count);
        }
        let own_text = match file {
            "_pages/privacy-policy.html" => self.privacy_html.as_deref(),
            "_pages/terms.html" => self.terms_html.as_deref(),
            _ => None,
        };
        if let Some(body) = own_text {
            html = replace_region(&html, "legal-intro", "");
            html = replace_region(
                &html,
                "legal-body",
                &format!("<div data-slot=\"prose\" class=\"prose mt-6\">{body}</div>"),
            );
        }
        for (token, value) in &self.tokens {
            if html.contains(token) {
                html = html.replace(token, value);
            }
        }
        html = html.replace(
            "<link rel=\"icon\" type=\"image/svg+xml\" href=\"/favicon.svg\" />",
            &self.favicon,
        );
        html = html.replace(
            "<meta name=\"theme-color\" content=\"#4f46e5\" />",
            &format!("<meta name=\"theme-color\" content=\"{}\" />", self.accent),
        );
        if let (Some(style), Some(at)) = (&self.accent_style, html.find("</head>")) {
            html.insert_str(at, style);
        }
        html
    }

    /// Post `index`'s page from the post template (`_pages/templates/blog-post.html`): the post,
    /// then the cards of the two posts after it (wrapping round), then the brand.
    pub fn post_page(&self, template: &str, index: usize) -> String {
        let posts = &self.site.posts;
        let related: String = (1..posts.len())
            .map(|step| &self.blog.post_cards[(index + step) % posts.len()].1)
            .take(2)
            .map(String::as_str)
            .collect();
        let html = fill_post(template, "POST", &posts[index], "")
            .replace("__PLANSMITH_SLOT_RELATED__", &related);
        self.apply("_pages/templates/blog-post.html", &html)
    }

    /// `/content/{name}`: the built-in mark, a post's drawn cover, or a picture the content
    /// names (the logo, the link-preview picture, a testimonial's photo, a post's picture).
    pub fn file(&self, name: &str) -> Option<Response> {
        let (name, data) = if name == MARK_PATH.trim_start_matches("/content/") {
            ("mark.svg", mark(&self.accent).into_bytes())
        } else if let Some((cover, drawn)) = self.covers.get(name) {
            (name, drawn.get_or_init(|| cover.draw()).clone())
        } else {
            let image = self.site.images.iter().find(|image| image.name == name)?;
            (image.name.as_str(), image.data.clone())
        };
        let mime = mime_guess::from_path(name).first_or_octet_stream();
        Some(
            Response::builder()
                .content_type(&mime)
                // The address carries a hash of the file (`?v=`), so a new file is a new address.
                .header(header::CACHE_CONTROL, "public, max-age=31536000, immutable")
                .body(data),
        )
    }
}

/// Each placeholder of the brand, the legal identity, the logo and the price, and its escaped
/// value.
fn tokens(site_url: &str, site: &Site, logo_url: &str) -> Vec<(&'static str, String)> {
    let legal_identity = site.legal_identity();
    let currency = site.price.currency();
    let (note, example) = (site.landing.note.as_ref(), site.landing.example.as_ref());
    let meta = SiteMeta {
        name: &site.brand_name,
        support_email: &site.support_email,
        legal_name: &site.legal_name,
        postal_address: &site.postal_address,
        legal_identity: &legal_identity,
        logo_url,
        price: &site.price,
        currency: &currency,
        landing: &site.landing,
        pro_worth: &site.pro_worth,
        service_price: &site.service_price,
    };
    let json = serde_json::to_string(&meta).unwrap_or_default();
    vec![
        ("__PLANSMITH_SITE_URL__", escape_html(site_url)),
        ("__PLANSMITH_SITE_JSON__", escape_html(&json)),
        ("__PLANSMITH_BRAND_NAME__", escape_html(&site.brand_name)),
        ("__PLANSMITH_SUPPORT_EMAIL__", escape_html(&site.support_email)),
        ("__PLANSMITH_LEGAL_IDENTITY__", escape_html(&legal_identity)),
        ("__PLANSMITH_LEGAL_NAME__", escape_html(&site.legal_name)),
        ("__PLANSMITH_POSTAL_ADDRESS__", escape_html(&site.postal_address)),
        ("__PLANSMITH_LOGO_URL__", escape_html(logo_url)),
        (
            "__PLANSMITH_OG_IMAGE__",
            escape_html(
                &site.og_image.as_ref().map_or_else(|| "/og-image.png".to_owned(), Image::url),
            ),
        ),
        ("__PLANSMITH_PRICE_EXACT__", escape_html(&site.price.exact)),
        ("__PLANSMITH_PRICE_CURRENCY__", escape_html(&site.price.currency_code())),
        ("__PLANSMITH_CURRENCY_CODE__", escape_html(&currency.code)),
        ("__PLANSMITH_CURRENCY_PREFIX__", escape_html(&currency.prefix)),
        ("__PLANSMITH_CURRENCY_SUFFIX__", escape_html(&currency.suffix)),
        ("__PLANSMITH_PRICE__", escape_html(&site.price.label)),
        ("__PLANSMITH_PRO_WORTH__", escape_html(&site.pro_worth)),
        ("__PLANSMITH_LANDING_TRUST__", escape_html(&site.landing.trust)),
        ("__PLANSMITH_NOTE_HEADING__", escape_html(note.map_or("", |n| &n.heading))),
        ("__PLANSMITH_NOTE_BODY__", escape_html(note.map_or("", |n| &n.body))),
        ("__PLANSMITH_NOTE_SIGNATURE__", escape_html(note.map_or("", |n| &n.signature))),
        ("__PLANSMITH_EXAMPLE_BUSINESS__", escape_html(example.map_or("", |e| &e.business))),
        ("__PLANSMITH_EXAMPLE_SUBTITLE__", escape_html(example.map_or("", |e| &e.subtitle))),
        ("__PLANSMITH_EXAMPLE_DETAIL_1__", escape_html(example.map_or("", |e| &e.details[0]))),
        ("__PLANSMITH_EXAMPLE_DETAIL_2__", escape_html(example.map_or("", |e| &e.details[1]))),
        ("__PLANSMITH_EXAMPLE_DETAIL_3__", escape_html(example.map_or("", |e| &e.details[2]))),
        ("__PLANSMITH_SERVICE_PRICE__", escape_html(&site.service_price)),
    ]
}

/// The landing page's figures, each in the build's figure fragment.
fn figures(site: &Site, fragment: impl Fn(&str) -> Option<String>) -> String {
    let figure = fragment("figure").unwrap_or_default();
    site.figures
        .iter()
        .map(|f| {
            fill(
                &figure,
                &[("__PLANSMITH_F_VALUE__", &f.value), ("__PLANSMITH_F_LABEL__", &f.label)],
            )
        })
        .collect()
}

/// The landing page's testimonials, with the photo fragment for those that have a photo.
fn testimonials(site: &Site, fragment: impl Fn(&str) -> Option<String>) -> String {
    let (plain, with_photo) = (
        fragment("testimonial").unwrap_or_default(),
        fragment("testimonial-photo").unwrap_or_default(),
    );
    site.testimonials
        .iter()
        .map(|t| {
            let photo = t
                .photo
                .as_ref()
                .and_then(|name| site.images.iter().find(|p| &p.name == name))
                .map(Image::url);
            let initials = initials(&t.name);
            let mut fields = vec![
                ("__PLANSMITH_T_QUOTE__", t.quote.as_str()),
                ("__PLANSMITH_T_NAME__", t.name.as_str()),
                ("__PLANSMITH_T_ROLE__", t.role.as_str()),
                ("__PLANSMITH_T_INITIALS__", initials.as_str()),
            ];
            match &photo {
                Some(url) => {
                    fields.push(("__PLANSMITH_T_PHOTO__", url));
                    fill(&with_photo, &fields)
                }
                None => fill(&plain, &fields),
            }
        })
        .collect()
}

/// The logo as the pages' icon.
fn favicon(site: &Site, logo_url: &str) -> String {
    match &site.logo {
        Some(logo) if logo.name.to_ascii_lowercase().ends_with(".png") => {
            format!("<link rel=\"icon\" type=\"image/png\" href=\"{}\" />", escape_html(logo_url))
        }
        _ => format!(
            "<link rel=\"icon\" type=\"image/svg+xml\" href=\"{}\" />",
            escape_html(logo_url)
        ),
    }
}

/// "JB" for "Jo Baker": the avatar of a testimonial without a photo.
fn initials(name: &str) -> String {
    name.split_whitespace().filter_map(|part| part.chars().next()).take(2).collect()
}

/// Replaces what lies inside the element marked `data-region="{name}"`, up to its end marker.
fn replace_region(html: &str, name: &str, with: &str) -> String {
    let start_marker = format!("data-region=\"{name}\">");
    let end_marker = format!("<span hidden=\"\" data-region-end=\"{name}\"></span>");
    let (Some(start), Some(end)) = (html.find(&start_marker), html.find(&end_marker)) else {
        tracing::error!(
            region = name,
            "the page has no such region; the operator's text cannot be put in"
        );
        return html.to_owned();
    };
    let start = start + start_marker.len();
    if end < start {
        return html.to_owned();
    }
    format!("{}{with}{}", &html[..start], &html[end..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_replaced_whole() {
        let page = "<div data-region=\"legal-body\"><p>ours</p><span hidden=\"\" data-region-end=\"legal-body\"></span></div>";
        assert_eq!(
            replace_region(page, "legal-body", "<p>theirs</p>"),
            "<div data-region=\"legal-body\"><p>theirs</p><span hidden=\"\" data-region-end=\"legal-body\"></span></div>"
        );
        assert_eq!(replace_region("<p>none</p>", "legal-body", "x"), "<p>none</p>");
    }

    #[test]
    fn initials_take_two_words() {
        assert_eq!(initials("Jo Baker"), "JB");
        assert_eq!(initials("Marta Lindqvist Berg"), "ML");
        assert_eq!(initials("Zoë"), "Z");
    }
}
