//! `site.toml`'s keys, once laid over the defaults, checked and turned into the [`Site`]. Each
//! key has its own step, and each problem found is noted, with the file, the line and the key
//! that hold it, while the other keys and the posts are checked on.

use std::ops::Range;
use std::path::Path;

use toml::Spanned;

use super::error::{ContentError, ContentErrors, keep};
use super::images::{Image, image};
use super::landing::{Example, Landing, LandingFile, Note};
use super::posts::load_posts;
use super::price::Price;
use super::site::{Figure, Site, Testimonial};
use super::site_file::{FigureFile, ProFile, SiteFile, Source, TestimonialFile, line_of};

impl SiteFile {
    /// The site these keys describe, with the folder's pictures and posts and the Markdown that
    /// replaces the built-in privacy policy and terms.
    pub(super) fn into_site(
        self,
        dir: Option<&Path>,
        privacy_md: Option<String>,
        terms_md: Option<String>,
    ) -> Result<Site, ContentErrors> {
        let source = self.source.clone();
        let check = Check { source: &source, dir };
        let mut problems = Vec::new();
        let found = &mut problems;

        let brand_name = keep(check.text(self.brand_name, "brand_name", 80, true), found);
        let support_span = self.support_email.as_ref().map(|s| s.span()).unwrap_or(0..0);
        let support_email = match check.text(self.support_email, "support_email", 254, true) {
            Ok(email) if !email_address::EmailAddress::is_valid(&email) => {
                found.push(check.error(
                    support_span,
                    "support_email".into(),
                    format!("{email:?} is not an e-mail address"),
                ));
                email
            }
            other => keep(other, found),
        };
        let legal_name_given = self.legal_name.is_some();
        let legal_name = match self.legal_name {
            Some(name) => keep(check.text(Some(name), "legal_name", 160, true), found),
            None => brand_name.clone(),
        };
        let postal_address =
            keep(check.text(self.postal_address, "postal_address", 300, false), found);

        let accent_color = check.accent_color(self.accent_color).unwrap_or_else(|problem| {
            found.push(problem);
            DEFAULT_ACCENT.to_owned()
        });
        let logo = keep(self.logo.map(|name| check.image(name, "logo")).transpose(), found);
        let og_image = keep(self.og_image.map(|name| check.og_image(name)).transpose(), found);
        let (price, pro_worth, service_price) = keep(check.pro(self.pro), found);
        let figures = keep(check.figures(self.figures.unwrap_or_default()), found);
        let landing = keep(check.landing(self.landing), found);
        let mut images: Vec<Image> = logo.iter().chain(&og_image).cloned().collect();
        let testimonials =
            keep(check.testimonials(self.testimonials.unwrap_or_default(), &mut images), found);

        let default_posts = self.blog.and_then(|blog| blog.default_posts).unwrap_or(true);
        let posts = load_posts(dir, default_posts, &brand_name, &accent_color, &mut images)
            .unwrap_or_else(|post_problems| {
                found.extend(post_problems);
                Vec::new()
            });
        if !problems.is_empty() {
            return Err(ContentErrors::new(problems));
        }

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
            landing,
            images,
            posts,
            privacy_md,
            terms_md,
            dir: dir.map(Path::to_owned),
            trades: Vec::new(),
        })
    }
}

/// The palette's indigo.
const DEFAULT_ACCENT: &str = "#4f46e5";

/// Checks keys of the file `source`, whose pictures live in `dir`.
struct Check<'a> {
    source: &'a Source,
    dir: Option<&'a Path>,
}

impl Check<'_> {
    /// A problem with the key `field`, found at `span` of the file.
    fn error(&self, span: Range<usize>, field: String, message: String) -> ContentError {
        ContentError {
            file: self.source.path.clone(),
            line: Some(line_of(&self.source.text, span.start)),
            field: Some(field),
            message,
        }
    }

    /// A problem with a whole list, not with one of its lines.
    fn list_error(&self, field: &str, message: &str) -> ContentError {
        ContentError {
            file: self.source.path.clone(),
            line: None,
            field: Some(field.into()),
            message: message.into(),
        }
    }

    /// One line of text, trimmed, of at most `max` characters; empty when the key is absent.
    fn text(
        &self,
        value: Option<Spanned<String>>,
        field: &str,
        max: usize,
        required: bool,
    ) -> Result<String, ContentError> {
        let Some(value) = value else { return Ok(String::new()) };
        let span = value.span();
        let text = value.into_inner().trim().to_owned();
        if required && text.is_empty() {
            return Err(self.error(span, field.into(), "must not be empty".into()));
        }
        if text.chars().count() > max || text.chars().any(char::is_control) {
            return Err(self.error(
                span,
                field.into(),
                format!("must be one line of at most {max} characters"),
            ));
        }
        Ok(text)
    }

    /// A line of a figure or a testimonial, trimmed: 1 to `max` characters.
    fn entry(
        &self,
        value: Spanned<String>,
        field: String,
        max: usize,
    ) -> Result<String, ContentError> {
        let span = value.span();
        let text = value.into_inner().trim().to_owned();
        if text.is_empty() || text.chars().count() > max {
            return Err(self.error(span, field, format!("must be 1 to {max} characters")));
        }
        Ok(text)
    }

    /// `#rrggbb`, lower-case; the palette's indigo when not given.
    fn accent_color(&self, value: Option<Spanned<String>>) -> Result<String, ContentError> {
        let Some(value) = value else { return Ok(DEFAULT_ACCENT.to_owned()) };
        let span = value.span();
        let colour = value.into_inner().trim().to_ascii_lowercase();
        let hex = colour.strip_prefix('#').unwrap_or("");
        if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(self.error(
                span,
                "accent_color".into(),
                format!("{colour:?} is not a colour like \"#0f766e\""),
            ));
        }
        // Buttons carry white text on the accent colour: it must be readable (WCAG AA).
        let ratio = super::contrast::with_white(&colour);
        if ratio < super::contrast::AA {
            return Err(self.error(
                span,
                "accent_color".into(),
                format!(
                    "{colour} under white text has a contrast of {ratio:.1}:1, and buttons need {}:1 to be readable: the nearest colour that has it is {}",
                    super::contrast::AA,
                    super::contrast::nearest_passing(&colour)
                ),
            ));
        }
        Ok(colour)
    }

    /// The picture the key `field` names.
    fn image(&self, value: Spanned<String>, field: &str) -> Result<Image, ContentError> {
        let span = value.span();
        let name = value.into_inner();
        image(self.dir, &name).map_err(|message| self.error(span, field.into(), message))
    }

    /// The link-preview picture: any image type but SVG, which previews cannot show.
    fn og_image(&self, value: Spanned<String>) -> Result<Image, ContentError> {
        if value.get_ref().to_ascii_lowercase().ends_with(".svg") {
            return Err(self.error(
                value.span(),
                "og_image".into(),
                "link previews cannot show SVG: use a PNG or JPEG of 1200×630".into(),
            ));
        }
        self.image(value, "og_image")
    }

    /// The Pro price, the struck-out anchor beside it and the coming service's price.
    fn pro(&self, pro: Option<ProFile>) -> Result<(Price, String, String), ContentError> {
        // The built-in anchors are in dollars: another currency shows none unless given.
        let (mut pro_worth, mut service_price) =
            (String::from("Worth $2,500"), String::from("$199-599"));
        let Some(pro) = pro else { return Ok((Price::default(), pro_worth, service_price)) };
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
                        return Err(self.error(
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
        let price = Price::parse(pro.price.get_ref(), &currency).map_err(|(field, message)| {
            let span = if field == "currency" { currency_span } else { price_span.clone() };
            self.error(span, format!("pro.{field}"), message)
        })?;
        Ok((price, pro_worth, service_price))
    }

    /// The landing page's figures: at most 8.
    fn figures(&self, list: Vec<FigureFile>) -> Result<Vec<Figure>, ContentError> {
        let mut figures = Vec::new();
        for (index, figure) in list.into_iter().enumerate() {
            let at = |key: &str| format!("figures[{}].{key}", index + 1);
            figures.push(Figure {
                value: self.entry(figure.value, at("value"), 12)?,
                label: self.entry(figure.label, at("label"), 60)?,
            });
        }
        if figures.len() > 8 {
            return Err(self.list_error("figures", "at most 8 figures fit the landing page"));
        }
        Ok(figures)
    }

    /// The landing page's testimonials, at most 12; their photos are added to `images`.
    fn testimonials(
        &self,
        list: Vec<TestimonialFile>,
        images: &mut Vec<Image>,
    ) -> Result<Vec<Testimonial>, ContentError> {
        let mut testimonials = Vec::new();
        for (index, item) in list.into_iter().enumerate() {
            let at = |key: &str| format!("testimonials[{}].{key}", index + 1);
            let quote = self.entry(item.quote, at("quote"), 600)?;
            let name = self.entry(item.name, at("name"), 80)?;
            let role = self.entry(item.role, at("role"), 120)?;
            let photo = match item.photo {
                None => None,
                Some(value) => {
                    let picture = self.image(value, &at("photo"))?;
                    let file = picture.name.clone();
                    if !images.iter().any(|p| p.name == picture.name) {
                        images.push(picture);
                    }
                    Some(file)
                }
            };
            testimonials.push(Testimonial { quote, name, role, photo });
        }
        if testimonials.len() > 12 {
            return Err(
                self.list_error("testimonials", "at most 12 testimonials fit the landing page")
            );
        }
        Ok(testimonials)
    }
}

impl Check<'_> {
    /// The landing page's claims; an empty value turns one off.
    fn landing(&self, file: Option<LandingFile>) -> Result<Landing, ContentError> {
        let file = file.unwrap_or_default();
        let trust = self.text(file.trust, "landing.trust", 120, false)?;
        let note = match file.note {
            None => None,
            Some(note) => {
                let body = self.text(Some(note.body), "landing.note.body", 600, false)?;
                let heading = self.text(note.heading, "landing.note.heading", 80, false)?;
                let signature = self.text(note.signature, "landing.note.signature", 80, false)?;
                (!body.is_empty()).then_some(Note { heading, body, signature })
            }
        };
        let example = match file.example {
            None => None,
            Some(example) => {
                let business =
                    self.text(Some(example.business), "landing.example.business", 60, false)?;
                let subtitle =
                    self.text(example.subtitle, "landing.example.subtitle", 80, false)?;
                let details = match example.details {
                    None => Default::default(),
                    Some(details) => {
                        let span = details.span();
                        let lines = details.into_inner();
                        let bad = lines.len() != 3
                            || lines.iter().any(|l| {
                                l.trim().is_empty()
                                    || l.chars().count() > 80
                                    || l.chars().any(char::is_control)
                            });
                        if bad {
                            return Err(self.error(
                                span,
                                "landing.example.details".into(),
                                "must be three lines of 1 to 80 characters: under the ideas, the roadmap and the keywords".into(),
                            ));
                        }
                        let [a, b, c] = [0, 1, 2].map(|i| lines[i].trim().to_owned());
                        [a, b, c]
                    }
                };
                (!business.is_empty()).then_some(Example { business, subtitle, details })
            }
        };
        Ok(Landing { trust, note, example })
    }
}
