//! `robots.txt` and `sitemap.xml`, for search engines.

use poem::Response;
use poem::http::header;

use super::assets::SHORT;
use super::pages::{Manifest, not_built};
use crate::http::html::escape_html;

/// Everything but the admin area and the API may be crawled.
pub(super) fn robots(site_url: &str) -> Response {
    let body = format!(
        "User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: {site_url}/sitemap.xml\n"
    );
    Response::builder()
        .content_type("text/plain; charset=utf-8")
        .header(header::CACHE_CONTROL, SHORT)
        .body(body)
}

/// The manifest's pages marked for the sitemap, then every blog post with its date.
pub(super) fn sitemap(
    site_url: &str,
    manifest: Option<&Manifest>,
    post_dates: &[(String, String)],
) -> Response {
    let Some(manifest) = manifest else {
        return not_built();
    };
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for page in manifest.pages.iter().filter(|page| page.sitemap) {
        xml.push_str(&format!(
            "  <url><loc>{}</loc>",
            escape_html(&format!("{site_url}{}", page.path))
        ));
        if let Some(lastmod) = &page.lastmod {
            xml.push_str(&format!("<lastmod>{}</lastmod>", escape_html(lastmod)));
        }
        xml.push_str("</url>\n");
    }
    for (slug, date) in post_dates {
        let loc = escape_html(&format!("{site_url}/blog/{slug}"));
        xml.push_str(&format!("  <url><loc>{loc}</loc><lastmod>{date}</lastmod></url>\n"));
    }
    xml.push_str("</urlset>\n");
    Response::builder()
        .content_type("application/xml; charset=utf-8")
        .header(header::CACHE_CONTROL, SHORT)
        .body(xml)
}
