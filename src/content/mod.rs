//! The operator's content: brand, legal identity, logo, accent colour, the Pro price, the
//! landing page's figures and testimonials, and optional Markdown for the privacy policy and
//! the terms.
//!
//! It comes from one folder the operator owns (`content_dir`), laid over the defaults embedded
//! in the binary (`content/` in the source tree): a key `site.toml` leaves out keeps its
//! default, a file the folder lacks falls back to the embedded one. Anything malformed is an
//! error that names the file, the line and the field, so `serve` refuses to start with it and
//! `plansmith content check` reports it.

use std::fmt;
use std::path::{Path, PathBuf};

use rust_embed::RustEmbed;
use serde::Deserialize;
use toml::Spanned;

mod posts;
mod price;

pub use posts::{Post, category_slug};
pub use price::Price;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/content"]
struct Defaults;

const SITE_FILE: &str = "site.toml";
/// Logos and photos: the image types browsers show, and nothing that could run script when
/// opened on its own (SVG is served with a CSP that forbids scripts).
const IMAGE_TYPES: [&str; 5] = ["svg", "png", "jpg", "jpeg", "webp"];
/// Big enough for any logo or portrait, small enough to keep in memory.
const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;

/// What is wrong with a content folder: the file, and where in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: PathBuf,
    /// 1-based, when the problem has a place in the file.
    pub line: Option<usize>,
    /// The key, e.g. `pro.price` or `testimonials[2].name`.
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(field) = &self.field {
            write!(f, ": {field}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ContentError {}

/// A picture from the content folder, served at `/content/{name}`.
#[derive(Debug, Clone)]
pub struct Image {
    pub name: String,
    pub data: Vec<u8>,
}

impl Image {
    /// `/content/{name}?v={hash}`: a new file gets a new address, so it may be cached for good.
    pub fn url(&self) -> String {
        use sha2::Digest;
        let digest = sha2::Sha256::digest(&self.data);
        // Names are plain (letters, digits, '.', '-', '_'): nothing to encode.
        format!("/content/{}?v={}", self.name, hex::encode(&digest[..6]))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Testimonial {
    pub quote: String,
    pub name: String,
    pub role: String,
    /// The file's name in the content folder.
    pub photo: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    pub value: String,
    pub label: String,
}

/// The site's identity and landing content, validated.
#[derive(Debug, Clone)]
pub struct Site {
    pub brand_name: String,
    pub support_email: String,
    /// Who runs the service; the brand name unless `legal_name` is given.
    pub legal_name: String,
    legal_name_given: bool,
    /// One line; empty when the operator has not given one.
    pub postal_address: String,
    /// The operator's logo; none = the built-in mark, drawn in the accent colour.
    pub logo: Option<Image>,
    /// `#rrggbb`.
    pub accent_color: String,
    /// The link-preview picture (1200×630); none = the built-in one, which names no brand.
    pub og_image: Option<Image>,
    pub price: Price,
    /// The struck-out anchor beside the Pro price, e.g. "Worth $2,500"; empty = none.
    pub pro_worth: String,
    /// The coming service's monthly price, e.g. "$199-599"; empty = none.
    pub service_price: String,
    pub figures: Vec<Figure>,
    pub testimonials: Vec<Testimonial>,
    /// Every picture served at `/content/{name}`: the logo, the link-preview picture,
    /// testimonial photos and post covers.
    pub images: Vec<Image>,
    /// Newest first; the folder's over the embedded ones of the same name.
    pub posts: Vec<Post>,
    /// Markdown that replaces the built-in privacy policy / terms.
    pub privacy_md: Option<String>,
    pub terms_md: Option<String>,
    /// Where it came from (none = only the embedded defaults).
    pub dir: Option<PathBuf>,
}

impl Site {
    /// The embedded defaults laid under the folder's files.
    pub fn load(dir: Option<&Path>) -> Result<Self, ContentError> {
        let defaults = Defaults::get(SITE_FILE).expect("content/site.toml is embedded");
        let defaults_text = String::from_utf8_lossy(&defaults.data).into_owned();
        let mut file = parse_file(Path::new("(embedded) content/site.toml"), &defaults_text)?;
        let mut privacy_md = None;
        let mut terms_md = None;
        if let Some(dir) = dir {
            if !dir.is_dir() {
                return Err(ContentError {
                    file: dir.to_owned(),
                    line: None,
                    field: None,
                    message: "is not a folder (set content_dir / PLANSMITH_CONTENT_DIR to the content folder)".into(),
                });
            }
            let path = dir.join(SITE_FILE);
            if let Some(text) = read_text(&path)? {
                file.overlay(parse_file(&path, &text)?);
            }
            privacy_md = read_text(&dir.join("privacy.md"))?;
            terms_md = read_text(&dir.join("terms.md"))?;
        }
        file.into_site(dir, privacy_md, terms_md)
    }
}

impl Site {
    /// The brand as finally configured (the environment may override `site.toml`); a legal name
    /// that was not given follows it.
    /// The legal name, with the postal address after a comma when there is one.
    pub fn legal_identity(&self) -> String {
        match self.postal_address.as_str() {
            "" => self.legal_name.clone(),
            address => format!("{}, {address}", self.legal_name),
        }
    }

    pub fn set_brand(&mut self, brand_name: &str, support_email: &str) {
        self.brand_name = brand_name.to_owned();
        self.support_email = support_email.to_owned();
        if !self.legal_name_given {
            self.legal_name = brand_name.to_owned();
        }
    }
}

/// A text file's content, none if it does not exist.
fn read_text(path: &Path) -> Result<Option<String>, ContentError> {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map(Some).map_err(|e| ContentError {
            file: path.to_owned(),
            line: None,
            field: None,
            message: format!("is not UTF-8 text ({e})"),
        }),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(ContentError {
            file: path.to_owned(),
            line: None,
            field: None,
            message: format!("cannot be read: {err}"),
        }),
    }
}

/// `site.toml` as written; every key optional so a folder may set only what it changes.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct SiteFile {
    brand_name: Option<Spanned<String>>,
    support_email: Option<Spanned<String>>,
    legal_name: Option<Spanned<String>>,
    postal_address: Option<Spanned<String>>,
    logo: Option<Spanned<String>>,
    og_image: Option<Spanned<String>>,
    accent_color: Option<Spanned<String>>,
    pro: Option<ProFile>,
    figures: Option<Vec<FigureFile>>,
    testimonials: Option<Vec<TestimonialFile>>,
    blog: Option<BlogFile>,
    /// The file the last keys came from: the defaults are valid, so any problem found after
    /// the overlay is in the operator's file.
    #[serde(skip)]
    source: Source,
}

#[derive(Debug, Default, Clone)]
struct Source {
    path: PathBuf,
    text: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BlogFile {
    /// Keep the embedded example posts beside the folder's own (default true).
    default_posts: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProFile {
    price: Spanned<String>,
    currency: Spanned<String>,
    /// The struck-out anchor beside the price, written in full ("Worth €2,000"; "" = none).
    worth: Option<Spanned<String>>,
    /// The coming Full Execution Service's monthly price ("€180-550"; "" = none).
    service_price: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FigureFile {
    value: Spanned<String>,
    label: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TestimonialFile {
    quote: Spanned<String>,
    name: Spanned<String>,
    role: Spanned<String>,
    photo: Option<Spanned<String>>,
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].bytes().filter(|b| *b == b'\n').count() + 1
}

fn parse_file(path: &Path, text: &str) -> Result<SiteFile, ContentError> {
    let mut file: SiteFile = toml::from_str(text).map_err(|err| ContentError {
        file: path.to_owned(),
        line: err.span().map(|span| line_of(text, span.start)),
        field: None,
        message: err.message().trim_end().to_owned(),
    })?;
    file.source = Source { path: path.to_owned(), text: text.to_owned() };
    Ok(file)
}

impl SiteFile {
    /// The operator's keys over these.
    fn overlay(&mut self, other: SiteFile) {
        macro_rules! take {
            ($($field:ident),*) => { $( if other.$field.is_some() { self.$field = other.$field; } )* };
        }
        self.source = other.source.clone();
        take!(
            brand_name,
            support_email,
            legal_name,
            postal_address,
            logo,
            og_image,
            accent_color,
            pro,
            figures,
            testimonials,
            blog
        );
    }

    fn into_site(
        self,
        dir: Option<&Path>,
        privacy_md: Option<String>,
        terms_md: Option<String>,
    ) -> Result<Site, ContentError> {
        let source = self.source.clone();
        let error = |source: &Source,
                     span: std::ops::Range<usize>,
                     field: String,
                     message: String| ContentError {
            file: source.path.clone(),
            line: Some(line_of(&source.text, span.start)),
            field: Some(field),
            message,
        };
        let text = |value: Option<Spanned<String>>,
                    field: &str,
                    max: usize,
                    required: bool|
         -> Result<String, ContentError> {
            let Some(value) = value else { return Ok(String::new()) };
            let span = value.span();
            let text = value.into_inner().trim().to_owned();
            if required && text.is_empty() {
                return Err(error(&source, span, field.into(), "must not be empty".into()));
            }
            if text.chars().count() > max || text.chars().any(char::is_control) {
                return Err(error(
                    &source,
                    span,
                    field.into(),
                    format!("must be one line of at most {max} characters"),
                ));
            }
            Ok(text)
        };

        let brand_name = text(self.brand_name, "brand_name", 80, true)?;
        let support_span = self.support_email.as_ref().map(|s| s.span()).unwrap_or(0..0);
        let support_email = text(self.support_email, "support_email", 254, true)?;
        if !email_address::EmailAddress::is_valid(&support_email) {
            return Err(error(
                &source,
                support_span,
                "support_email".into(),
                format!("{support_email:?} is not an e-mail address"),
            ));
        }
        let legal_name_given = self.legal_name.is_some();
        let legal_name = match self.legal_name {
            Some(name) => text(Some(name), "legal_name", 160, true)?,
            None => brand_name.clone(),
        };
        let postal_address = text(self.postal_address, "postal_address", 300, false)?;

        let accent_color = match self.accent_color {
            None => "#4f46e5".to_owned(),
            Some(value) => {
                let span = value.span();
                let colour = value.into_inner().trim().to_ascii_lowercase();
                let hex = colour.strip_prefix('#').unwrap_or("");
                if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
                    return Err(error(
                        &source,
                        span,
                        "accent_color".into(),
                        format!("{colour:?} is not a colour like \"#0f766e\""),
                    ));
                }
                colour
            }
        };

        let logo = match self.logo {
            None => None,
            Some(value) => {
                let span = value.span();
                let name = value.into_inner();
                Some(
                    image(dir, &name)
                        .map_err(|message| error(&source, span, "logo".into(), message))?,
                )
            }
        };

        let og_image = match self.og_image {
            None => None,
            Some(value) => {
                let span = value.span();
                let name = value.into_inner();
                if name.to_ascii_lowercase().ends_with(".svg") {
                    return Err(error(
                        &source,
                        span,
                        "og_image".into(),
                        "link previews cannot show SVG: use a PNG or JPEG of 1200×630".into(),
                    ));
                }
                Some(
                    image(dir, &name)
                        .map_err(|message| error(&source, span, "og_image".into(), message))?,
                )
            }
        };

        // The built-in anchors are in dollars: another currency shows none unless given.
        let (mut pro_worth, mut service_price) =
            (String::from("Worth $2,500"), String::from("$199-599"));
        let price = match self.pro {
            None => Price::default(),
            Some(pro) => {
                let usd = pro.currency.get_ref().trim().eq_ignore_ascii_case("usd");
                for (value, target, key) in [
                    (pro.worth, &mut pro_worth, "pro.worth"),
                    (pro.service_price, &mut service_price, "pro.service_price"),
                ] {
                    *target = match value {
                        Some(value) => {
                            let span = value.span();
                            let text = value.into_inner().trim().to_owned();
                            if text.chars().count() > 40 || text.chars().any(char::is_control) {
                                return Err(error(
                                    &source,
                                    span,
                                    key.into(),
                                    "must be one line of at most 40 characters".into(),
                                ));
                            }
                            text
                        }
                        None if usd => target.clone(),
                        None => String::new(),
                    };
                }
                let currency_span = pro.currency.span();
                let price_span = pro.price.span();
                let currency = pro.currency.into_inner();
                Price::parse(pro.price.get_ref(), &currency).map_err(|(field, message)| {
                    let span = if field == "currency" { currency_span } else { price_span.clone() };
                    error(&source, span, format!("pro.{field}"), message)
                })?
            }
        };

        let mut figures = Vec::new();
        for (index, figure) in self.figures.unwrap_or_default().into_iter().enumerate() {
            let one = |value: Spanned<String>, key: &str, max: usize| {
                let span = value.span();
                let text = value.into_inner().trim().to_owned();
                if text.is_empty() || text.chars().count() > max {
                    return Err(error(
                        &source,
                        span,
                        format!("figures[{}].{key}", index + 1),
                        format!("must be 1 to {max} characters"),
                    ));
                }
                Ok(text)
            };
            figures.push(Figure {
                value: one(figure.value, "value", 12)?,
                label: one(figure.label, "label", 60)?,
            });
        }
        if figures.len() > 8 {
            return Err(ContentError {
                file: source.path.clone(),
                line: None,
                field: Some("figures".into()),
                message: "at most 8 figures fit the landing page".into(),
            });
        }

        let mut testimonials = Vec::new();
        let mut images: Vec<Image> = logo.iter().chain(&og_image).cloned().collect();
        for (index, item) in self.testimonials.unwrap_or_default().into_iter().enumerate() {
            let at = |key: &str| format!("testimonials[{}].{key}", index + 1);
            let one = |value: Spanned<String>, key: &str, max: usize| {
                let span = value.span();
                let text = value.into_inner().trim().to_owned();
                if text.is_empty() || text.chars().count() > max {
                    return Err(error(
                        &source,
                        span,
                        at(key),
                        format!("must be 1 to {max} characters"),
                    ));
                }
                Ok(text)
            };
            let quote = one(item.quote, "quote", 600)?;
            let name = one(item.name, "name", 80)?;
            let role = one(item.role, "role", 120)?;
            let photo = match item.photo {
                None => None,
                Some(value) => {
                    let span = value.span();
                    let file = value.into_inner();
                    let picture = image(dir, &file)
                        .map_err(|message| error(&source, span, at("photo"), message))?;
                    if !images.iter().any(|p| p.name == picture.name) {
                        images.push(picture);
                    }
                    Some(file)
                }
            };
            testimonials.push(Testimonial { quote, name, role, photo });
        }
        if testimonials.len() > 12 {
            return Err(ContentError {
                file: source.path.clone(),
                line: None,
                field: Some("testimonials".into()),
                message: "at most 12 testimonials fit the landing page".into(),
            });
        }

        let default_posts = self.blog.and_then(|blog| blog.default_posts).unwrap_or(true);
        let posts = load_posts(dir, default_posts, &brand_name, &mut images)?;

        Ok(Site {
            brand_name,
            support_email,
            legal_name,
            legal_name_given,
            postal_address,
            logo,
            accent_color,
            og_image,
            price,
            pro_worth,
            service_price,
            figures,
            testimonials,
            images,
            posts,
            privacy_md,
            terms_md,
            dir: dir.map(Path::to_owned),
        })
    }
}

/// Markdown as HTML, with anything that could run script or restyle the page removed.
pub fn markdown(text: &str) -> String {
    use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd, html};
    // The page has its own <h1>: a text that has one too moves every heading one level down.
    let titled = Parser::new(text)
        .any(|event| matches!(event, Event::Start(Tag::Heading { level: HeadingLevel::H1, .. })));
    let lower = |level: HeadingLevel| match level {
        HeadingLevel::H1 => HeadingLevel::H2,
        HeadingLevel::H2 => HeadingLevel::H3,
        HeadingLevel::H3 => HeadingLevel::H4,
        HeadingLevel::H4 => HeadingLevel::H5,
        _ => HeadingLevel::H6,
    };
    let events = Parser::new_ext(
        text,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_SMART_PUNCTUATION,
    )
    .map(|event| match event {
        Event::Start(Tag::Heading { level, id, classes, attrs }) if titled => {
            Event::Start(Tag::Heading { level: lower(level), id, classes, attrs })
        }
        Event::End(TagEnd::Heading(level)) if titled => Event::End(TagEnd::Heading(lower(level))),
        other => other,
    });
    let mut out = String::new();
    html::push_html(&mut out, events);
    ammonia::clean(&out)
}

/// The embedded posts (unless `default_posts` is false) and the folder's `posts/*.md`, newest
/// first; their covers are added to `images`.
fn load_posts(
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
        let post = posts::parse(&path, &slug, &text, author, &|name| image(dir, name))?;
        if !images.iter().any(|i| i.name == post.image.name) {
            images.push(post.image.clone());
        }
        posts.push(post);
    }
    posts.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.slug.cmp(&b.slug)));
    Ok(posts)
}

/// A picture named in `site.toml` or a post: a plain file name in the folder, else among the
/// embedded defaults (the example posts' covers), of an image type.
fn image(dir: Option<&Path>, name: &str) -> Result<Image, String> {
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    if !plain {
        return Err(format!(
            "{name:?} must be a file name in the content folder (letters, digits, '.', '-', '_')"
        ));
    }
    let extension =
        name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).unwrap_or_default();
    if !IMAGE_TYPES.contains(&extension.as_str()) {
        return Err(format!("{name:?} must be an image: {}", IMAGE_TYPES.join(", ")));
    }
    let path = dir.map(|dir| dir.join(name));
    let data = match &path {
        Some(path) if path.exists() => {
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        _ => match Defaults::get(name) {
            Some(file) => file.data.into_owned(),
            None => {
                return Err(match path {
                    Some(path) => format!("cannot read {}: no such file", path.display()),
                    None => format!("{name:?} needs a content folder to live in"),
                });
            }
        },
    };
    if data.len() > MAX_IMAGE_BYTES {
        return Err(format!(
            "{name:?} is {} KiB; keep images under {} KiB",
            data.len() / 1024,
            MAX_IMAGE_BYTES / 1024
        ));
    }
    Ok(Image { name: name.to_owned(), data })
}

#[cfg(test)]
mod tests;
