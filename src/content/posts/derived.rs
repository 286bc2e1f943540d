//! What a post that leaves them out gets by default, worked out from its body and its file:
//! the read time, the excerpt and the date.

use std::path::Path;
use std::process::{Command, Stdio};

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

use super::post::DateSource;

/// Words a minute, as most reading-time estimates take it.
const WORDS_A_MINUTE: usize = 200;
/// An excerpt worked out from the body is cut, on a word, to about this many characters.
const EXCERPT_CHARACTERS: usize = 300;

fn parser(markdown: &str) -> Parser<'_> {
    Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_SMART_PUNCTUATION,
    )
}

/// "4 min read": the body's words at 200 a minute, at least one minute.
pub(super) fn read_time(markdown: &str) -> String {
    let words: usize = parser(markdown)
        .map(|event| match event {
            Event::Text(text) | Event::Code(text) => text.split_whitespace().count(),
            _ => 0,
        })
        .sum();
    let minutes = ((words + WORDS_A_MINUTE / 2) / WORDS_A_MINUTE).max(1);
    format!("{minutes} min read")
}

/// The body's first paragraph with words in it, as plain text (no Markdown marks, no
/// pictures), cut on a word to at most about 300 characters with "…" when cut; empty when the
/// body has no paragraph.
pub(super) fn excerpt(markdown: &str) -> String {
    let mut text = String::new();
    let (mut in_paragraph, mut in_picture) = (false, 0);
    for event in parser(markdown) {
        match event {
            Event::Start(Tag::Paragraph) => in_paragraph = true,
            Event::End(TagEnd::Paragraph) => {
                in_paragraph = false;
                if !text.trim().is_empty() {
                    break;
                }
            }
            Event::Start(Tag::Image { .. }) => in_picture += 1,
            Event::End(TagEnd::Image) => in_picture -= 1,
            Event::Text(part) | Event::Code(part) if in_paragraph && in_picture == 0 => {
                text.push_str(&part)
            }
            Event::SoftBreak | Event::HardBreak if in_paragraph => text.push(' '),
            _ => {}
        }
    }
    cut(&text.split_whitespace().collect::<Vec<_>>().join(" "), EXCERPT_CHARACTERS)
}

/// `text` whole when it has at most `max` characters, else cut at the last space before them,
/// without the punctuation left hanging, and "…".
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let end = text.char_indices().nth(max).map_or(text.len(), |(at, _)| at);
    let head = &text[..end];
    let head = head.rfind(' ').map_or(head, |space| &head[..space]);
    format!("{}…", head.trim_end_matches(|c: char| c.is_whitespace() || ",;:–—-".contains(c)))
}

/// The date of a post file that gives none: the day of the commit that added it when the
/// content folder is in a git repository, else the day it was last changed (UTC).
pub(super) fn first_published(file: &Path) -> Option<(jiff::civil::Date, DateSource)> {
    first_commit(file).map(|date| (date, DateSource::FirstCommit)).or_else(|| {
        let modified = std::fs::metadata(file).and_then(|meta| meta.modified()).ok()?;
        let at = jiff::Timestamp::try_from(modified).ok()?;
        Some((at.to_zoned(jiff::tz::TimeZone::UTC).date(), DateSource::Modified))
    })
}

/// The day of the commit that added `file` (following renames), if git is there and has it.
fn first_commit(file: &Path) -> Option<jiff::civil::Date> {
    let (folder, name) = (file.parent()?, file.file_name()?);
    let output = Command::new("git")
        .arg("-C")
        .arg(folder)
        .args(["log", "--diff-filter=A", "--follow", "--format=%as", "--"])
        .arg(name)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    // Newest first: the last line is the first time the file was added.
    let text = String::from_utf8(output.stdout).ok()?;
    text.lines().rev().find(|line| !line.trim().is_empty())?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_read_time_counts_the_words_at_two_hundred_a_minute() {
        assert_eq!(read_time("A short note."), "1 min read");
        let words = "word ".repeat(830);
        assert_eq!(read_time(&format!("## Heading\n\n{words}\n\n- *one* `two`\n")), "4 min read");
    }

    #[test]
    fn the_excerpt_is_the_first_paragraph_as_plain_text() {
        let body = "## Why\n\n![A chart](chart.png)\n\nMost **small** shops [post](https://example.com) at random:\nthe `plan` fixes it.\n\nSecond paragraph.\n";
        assert_eq!(excerpt(body), "Most small shops post at random: the plan fixes it.");
        assert_eq!(excerpt("- only\n- a list\n"), "");
        let long =
            format!("{} closing words here.", "Seven words make up this long sentence, ".repeat(9));
        let cut = excerpt(&long);
        assert!(cut.ends_with(" make up…") && cut.chars().count() <= 301, "{cut}");
        assert!(long.starts_with(cut.trim_end_matches('…')), "{cut}");
    }

    #[test]
    fn a_file_outside_git_is_dated_by_its_last_change() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("post.md");
        std::fs::write(&file, "# A post\n\nText.\n").unwrap();
        let today = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date();
        assert_eq!(first_published(&file), Some((today, DateSource::Modified)));
    }

    #[test]
    fn a_committed_file_is_dated_by_the_commit_that_added_it() {
        let dir = tempfile::tempdir().unwrap();
        let git = |args: &[&str]| {
            Command::new("git")
                .arg("-C")
                .arg(dir.path())
                .args(args)
                .env("GIT_AUTHOR_DATE", "2026-03-04T10:00:00Z")
                .env("GIT_COMMITTER_DATE", "2026-03-04T10:00:00Z")
                .output()
                .map(|out| out.status.success())
                .unwrap_or(false)
        };
        if !git(&["init", "-q"]) {
            return; // no git here: the fallback is tested above
        }
        std::fs::write(dir.path().join("post.md"), "# A post\n").unwrap();
        assert!(git(&["add", "post.md"]));
        assert!(git(&[
            "-c",
            "user.name=T",
            "-c",
            "user.email=t@example.com",
            "commit",
            "-qm",
            "Add"
        ]));
        let date = jiff::civil::date(2026, 3, 4);
        assert_eq!(
            first_published(&dir.path().join("post.md")),
            Some((date, DateSource::FirstCommit))
        );
    }
}
