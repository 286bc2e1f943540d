//! The operator's Markdown (the privacy policy, the terms, the posts) as HTML that is safe to
//! put in a page.

/// Markdown as HTML, with anything that could run script or restyle the page removed, and any
/// template placeholder in it written so that no later pass fills it in (the page templates
/// are filled after the operator's HTML is put in them).
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
    inert(ammonia::clean(&out))
}

/// What every template placeholder starts with (`__PLANSMITH_BRAND_NAME__`).
const PLACEHOLDER: &str = "__PLANSMITH_";

/// `html` with any placeholder in it made inert: its first underscore is written as the
/// character reference `&#95;`, which reads the same but is never filled in. Pages are filled
/// in several passes, so a value that carried a placeholder (a post's excerpt holding
/// `__PLANSMITH_POST_BODY__`) would otherwise be expanded by a later pass, unescaped.
pub fn inert(html: String) -> String {
    if html.contains(PLACEHOLDER) { html.replace(PLACEHOLDER, "&#95;_PLANSMITH_") } else { html }
}
