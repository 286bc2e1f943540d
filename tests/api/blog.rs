//! The blog as an operator writes it: posts with only a title and a body, their drawn covers and
//! link previews, and the Atom feed.

use crate::support::{Options, TestApp, spawn_app_with};
use crate::web::{SITE, head_value, page};

/// An app on `SITE` over a content folder with an orange brand and `files` (`posts/….md`,
/// pictures).
async fn orange_site(files: &[(&str, &str)]) -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir_all(content.join("posts")).unwrap();
    std::fs::write(
        content.join("site.toml"),
        "brand_name = \"Northwind Plans\"\naccent_color = \"#c2410c\"\n",
    )
    .unwrap();
    for (name, text) in files {
        std::fs::write(content.join(name), text).unwrap();
    }
    let app = spawn_app_with(Options {
        site_url: Some(SITE.into()),
        content_dir: Some(content),
        ..Options::default()
    })
    .await;
    (app, dir)
}

const FIRST_PARAGRAPH: &str = "Winter is when regulars drift away. Three menus bring them back: a soup of the week, a set lunch for one and a Friday supper for two, each told on one board by the door.";

/// A title line and about 800 words.
fn winter_menus() -> String {
    let more =
        "Write the menu where people stand and wait, and change one line a week. ".repeat(56);
    format!("# Winter menus that fill quiet weeks\n\n{FIRST_PARAGRAPH}\n\n## The soup\n\n{more}\n")
}

/// The address in `src="…"` of the first picture whose address starts with `prefix`.
fn picture(html: &str, prefix: &str) -> Option<String> {
    let start = html.find(&format!("src=\"{prefix}"))? + "src=\"".len();
    Some(html[start..start + html[start..].find('"')?].to_owned())
}

#[tokio::test]
async fn a_post_with_only_a_title_and_a_body_gets_a_read_time_an_excerpt_a_date_and_a_drawn_cover()
{
    let (app, _dir) = orange_site(&[("posts/winter-menus.md", &winter_menus())]).await;
    let (status, html) = page(&app, "/blog/winter-menus").await;
    assert_eq!(status, 200);
    assert!(
        html.contains("Winter menus that fill quiet weeks</h1>"),
        "the first line is the title"
    );
    assert!(!html.contains("<h2>Winter menus"), "and not repeated in the body");
    assert!(html.contains("4 min read"), "read time from about 800 words");
    assert_eq!(head_value(&html, "name", "description").as_deref(), Some(FIRST_PARAGRAPH));
    let main = &html[html.find("<main").unwrap()..];
    let shown = format!("{FIRST_PARAGRAPH}</p>");
    assert_eq!(main.matches(&shown).count(), 1, "the first paragraph is not shown twice");
    // Outside git, the date is the day the file was last changed.
    let today = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date().to_string();
    assert_eq!(head_value(&html, "property", "article:published_time"), Some(today));

    // The cover drawn in the accent colour is the page's picture and its link preview.
    let cover = picture(&html, "/content/covers/winter-menus.png?v=").expect("a drawn cover");
    let preview = format!("{SITE}{cover}");
    assert_eq!(head_value(&html, "property", "og:image"), Some(preview.clone()));
    assert_eq!(head_value(&html, "name", "twitter:image"), Some(preview));
    let response = app.client.get(app.url(&cover)).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    let png = response.bytes().await.unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut pixels).unwrap();
    assert_eq!((frame.width, frame.height), (1200, 630), "the size link previews take");
    let (r, g, b) = (pixels[0], pixels[1], pixels[2]);
    assert!(r > g && g > b && r >= 0xc2, "orange, as the brand: #{r:02x}{g:02x}{b:02x}");

    // The list shows it first, under the default category, with the same cover.
    let (_, list) = page(&app, "/blog").await;
    let newest = list.find("Winter menus that fill").unwrap();
    assert!(newest < list.find("Your First 100 Customers").unwrap(), "newest first");
    assert!(list.contains("data-category=\"articles\""), "the category chip: Articles");
    assert_eq!(picture(&list, "/content/covers/winter-menus.png").as_deref(), Some(cover.as_str()));
    // Every example post has a drawn cover too, in the operator's colour: no indigo pictures.
    for slug in ["one-page-marketing-plan", "local-seo-weekend", "email-list-from-zero"] {
        assert!(list.contains(&format!("src=\"/content/covers/{slug}.png?v=")), "{slug}");
        assert!(!list.contains(&format!("/content/{slug}.svg")), "{slug}: no indigo picture");
    }
    let (_, example) = page(&app, "/blog/local-seo-weekend").await;
    let example_cover = picture(&example, "/content/covers/local-seo-weekend.png?v=").unwrap();
    assert_eq!(app.client.get(app.url(&example_cover)).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn links_in_posts_and_legal_pages_take_the_accent_colour() {
    let (app, _dir) = orange_site(&[]).await;
    for path in ["/blog/local-seo-weekend", "/privacy-policy", "/terms"] {
        let (_, html) = page(&app, path).await;
        let rule = &html[html.find(".prose a{").expect("the prose link rule")..];
        let rule = &rule[..rule.find('}').unwrap()];
        assert!(rule.contains("color:var(--color-indigo-700"), "{path}: {rule}");
        // The server rebuilds the indigo shades around the accent colour.
        assert!(html.contains("--color-indigo-600:#c2410c;"), "{path}");
    }
}

#[tokio::test]
async fn a_post_with_its_own_picture_previews_it_and_an_svg_one_previews_its_cover() {
    let (app, _dir) = orange_site(&[
        ("photo.png", "a photo"),
        ("chart.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        (
            "posts/own.md",
            "---\ntitle: Own picture\nimage: photo.png\nimage_alt: A board of soups.\n---\nText.\n",
        ),
        ("posts/drawn.md", "---\ntitle: Drawn picture\nimage: chart.svg\n---\nText.\n"),
    ])
    .await;
    let (_, own) = page(&app, "/blog/own").await;
    let photo = picture(&own, "/content/photo.png?v=").unwrap();
    assert_eq!(head_value(&own, "property", "og:image"), Some(format!("{SITE}{photo}")));
    assert_eq!(head_value(&own, "property", "og:image:alt").as_deref(), Some("A board of soups."));
    let (_, drawn) = page(&app, "/blog/drawn").await;
    assert!(picture(&drawn, "/content/chart.svg?v=").is_some(), "the page shows the SVG");
    let preview = head_value(&drawn, "property", "og:image").unwrap();
    assert!(preview.starts_with(&format!("{SITE}/content/covers/drawn.png?v=")), "{preview}");
    assert_eq!(head_value(&drawn, "property", "og:image:alt").as_deref(), Some("Drawn picture"));
}

#[tokio::test]
async fn the_blog_feed_lists_every_post_newest_first_with_absolute_links() {
    let (app, _dir) = orange_site(&[("posts/winter-menus.md", &winter_menus())]).await;
    let response = app.client.get(app.url("/blog/feed.xml")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/atom+xml; charset=utf-8");
    assert_eq!(response.headers()["cache-control"], "public, max-age=3600");
    let xml = response.text().await.unwrap();
    let feed = atom_syndication::Feed::read_from(xml.as_bytes()).expect("a valid Atom feed");

    assert_eq!(feed.title.as_str(), "The Northwind Plans Blog");
    assert_eq!(feed.id, format!("{SITE}/blog"));
    let self_link = feed.links.iter().find(|link| link.rel == "self").unwrap();
    assert_eq!(self_link.href, format!("{SITE}/blog/feed.xml"));
    assert_eq!(feed.entries.len(), 7, "the operator's post and the six examples");
    let first = &feed.entries[0];
    assert_eq!(first.title.as_str(), "Winter menus that fill quiet weeks");
    assert_eq!(first.summary.as_ref().map(|s| s.as_str()), Some(FIRST_PARAGRAPH));
    assert_eq!(first.authors[0].name, "Northwind Plans");
    assert_eq!(feed.updated, first.updated, "the feed is as new as its newest post");
    let content = first.content.as_ref().unwrap();
    assert_eq!(content.content_type.as_deref(), Some("html"));
    let html = content.value.as_deref().unwrap();
    assert!(html.contains("<h2>The soup</h2>"), "the post whole, as HTML: {html}");
    assert!(html.contains(&format!("src=\"{SITE}/content/covers/winter-menus.png?v=")), "{html}");

    let dates: Vec<_> = feed.entries.iter().map(|entry| entry.published.unwrap()).collect();
    assert!(dates.windows(2).all(|pair| pair[0] >= pair[1]), "newest first: {dates:?}");
    for entry in &feed.entries {
        let link = &entry.links[0].href;
        assert!(link.starts_with(&format!("{SITE}/blog/")), "{link}");
        assert_eq!(&entry.id, link);
        assert!(!entry.summary.as_ref().unwrap().as_str().is_empty(), "{link}");
        let (status, page_html) = page(&app, link.strip_prefix(SITE).unwrap()).await;
        assert_eq!(status, 200, "{link}");
        assert!(page_html.contains(&escape(entry.title.as_str())), "{link}");
    }
}

#[tokio::test]
async fn every_blog_page_links_the_feed_and_the_blog_shows_it() {
    let (app, _dir) = orange_site(&[("posts/winter-menus.md", &winter_menus())]).await;
    let link = format!(
        "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"The Northwind Plans Blog\" href=\"{SITE}/blog/feed.xml\" />"
    );
    for path in ["/blog", "/blog/winter-menus", "/blog/local-seo-weekend"] {
        let (_, html) = page(&app, path).await;
        let head = &html[..html.find("</head>").unwrap()];
        assert!(head.contains(&link), "{path} links the feed in its head");
    }
    let (_, home) = page(&app, "/").await;
    assert!(!home.contains("application/atom+xml"), "the feed belongs to the blog");
    let (_, blog) = page(&app, "/blog").await;
    let body = &blog[blog.find("<main").unwrap()..];
    assert!(body.contains("href=\"/blog/feed.xml\""), "a visible link on the blog page");
    assert!(body.contains("Follow in your feed reader"));
}

/// `text` as the pages write it.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}
