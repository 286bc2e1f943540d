//! `/blog/feed.xml`: the posts as an Atom feed, for readers' feed apps, written once at start.

use atom_syndication::{Category, Content, Entry, Feed, FixedDateTime, Link, Person, Text};
use bytes::Bytes;
use poem::Response;
use poem::http::header;

use super::assets::{SHORT, gzip};
use crate::content::{Post, Site};
use crate::http::html::escape_html;

pub(super) const FEED_PATH: &str = "/blog/feed.xml";

/// The feed, plain and gzipped.
pub(super) struct BlogFeed {
    xml: Bytes,
    gzip: Bytes,
}

impl BlogFeed {
    /// Every post of `site`, newest first, with addresses under `site_url`.
    pub(super) fn new(site_url: &str, site: &Site) -> Self {
        let xml = feed(site_url, site).to_string();
        let gzip = gzip(xml.as_bytes()).into();
        Self { xml: xml.into(), gzip }
    }

    pub(super) fn response(&self, accepts_gzip: bool) -> Response {
        let builder = Response::builder()
            .content_type("application/atom+xml; charset=utf-8")
            .header(header::CACHE_CONTROL, SHORT)
            .header(header::VARY, "Accept-Encoding");
        if accepts_gzip {
            builder.header(header::CONTENT_ENCODING, "gzip").body(self.gzip.clone())
        } else {
            builder.body(self.xml.clone())
        }
    }
}

fn feed(site_url: &str, site: &Site) -> Feed {
    let blog = format!("{site_url}/blog");
    let link = |rel: &str, href: String, mime_type: &str| Link {
        rel: rel.into(),
        href,
        mime_type: Some(mime_type.into()),
        ..Link::default()
    };
    Feed {
        title: Text::plain(format!("The {} Blog", site.brand_name)),
        id: blog.clone(),
        // The newest post's day: the feed changes when a post is added.
        updated: site.posts.iter().map(|post| post.date).max().map_or_else(Default::default, day),
        authors: vec![Person { name: site.brand_name.clone(), ..Person::default() }],
        links: vec![
            link("alternate", blog.clone(), "text/html"),
            link("self", format!("{site_url}{FEED_PATH}"), "application/atom+xml"),
        ],
        // The posts' own links and pictures are relative to the site.
        base: Some(format!("{site_url}/")),
        entries: site.posts.iter().map(|post| entry(site_url, post)).collect(),
        ..Feed::default()
    }
}

fn entry(site_url: &str, post: &Post) -> Entry {
    let url = format!("{site_url}/blog/{}", post.slug);
    // Feed apps show the first picture as the post's.
    let picture = format!(
        "<p><img src=\"{}\" alt=\"{}\" width=\"1200\" height=\"630\"></p>",
        escape_html(&format!("{site_url}{}", post.preview_url())),
        escape_html(if post.image.is_some() { &post.image_alt } else { "" }),
    );
    Entry {
        title: Text::plain(post.title.clone()),
        id: url.clone(),
        updated: day(post.date),
        published: Some(day(post.date)),
        authors: vec![Person { name: post.author.clone(), ..Person::default() }],
        categories: vec![Category {
            term: post.category_slug(),
            label: Some(post.category.clone()),
            ..Category::default()
        }],
        links: vec![Link {
            href: url,
            rel: "alternate".into(),
            mime_type: Some("text/html".into()),
            ..Link::default()
        }],
        summary: Some(Text::plain(post.excerpt.clone())),
        content: Some(Content {
            value: Some(format!("{picture}{}", post.body_html)),
            content_type: Some("html".into()),
            ..Content::default()
        }),
        ..Entry::default()
    }
}

/// Midnight UTC of `date`.
fn day(date: jiff::civil::Date) -> FixedDateTime {
    chrono::NaiveDate::from_ymd_opt(date.year().into(), date.month() as u32, date.day() as u32)
        .and_then(|day| day.and_hms_opt(0, 0, 0))
        .map(|at| at.and_utc().fixed_offset())
        .unwrap_or_default()
}
