//! The site as the rest of the service sees it: the brand, the legal identity, the price, the
//! landing page's figures and testimonials, the pictures and the posts, all validated.

use std::path::PathBuf;

use super::images::Image;
use super::posts::Post;
use super::price::Price;

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
    pub(super) legal_name_given: bool,
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
    /// The landing page's claims: the trust line, the note, the example plan.
    pub landing: super::landing::Landing,
    /// Every picture served at `/content/{name}`: the logo, the link-preview picture,
    /// testimonial photos and post covers.
    pub images: Vec<Image>,
    /// Newest first; the folder's over the embedded ones of the same name.
    pub posts: Vec<Post>,
    /// Markdown that replaces the built-in privacy policy / terms.
    pub privacy_md: Option<String>,
    pub terms_md: Option<String>,
    /// The folder's own trades (`trades/*.toml`), checked; the planner lays them over the
    /// embedded catalogue.
    pub trades: Vec<super::trades::Trade>,
    /// Where it came from (none = only the embedded defaults).
    pub dir: Option<PathBuf>,
}

impl Site {
    /// The legal name, with the postal address after a comma when there is one.
    pub fn legal_identity(&self) -> String {
        match self.postal_address.as_str() {
            "" => self.legal_name.clone(),
            address => format!("{}, {address}", self.legal_name),
        }
    }

    /// The brand as finally configured (the environment may override `site.toml`); a legal name
    /// that was not given follows it.
    pub fn set_brand(&mut self, brand_name: &str, support_email: &str) {
        self.brand_name = brand_name.to_owned();
        self.support_email = support_email.to_owned();
        if !self.legal_name_given {
            self.legal_name = brand_name.to_owned();
        }
    }
}
