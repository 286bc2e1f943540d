//! Every post: the embedded examples and the content folder's `posts/*.md`.

use std::path::{Path, PathBuf};

use super::derived::first_published;
use super::parse::{Fallbacks, parse};
use super::post::Post;
use crate::content::error::ContentError;
use crate::content::files::{Defaults, read_text};
use crate::content::images::{Image, image};

/// The embedded posts (unless `default_posts` is false) and the folder's `posts/*.md`, newest
/// first, or every problem of every post; their pictures are added to `images`.
pub(crate) fn load_posts(
    dir: Option<&Path>,
    default_posts: bool,
    author: &str,
    accent: &str,
    images: &mut Vec<Image>,
) -> Result<Vec<Post>, Vec<ContentError>> {
    // Each post's file, slug, text and whether it is the folder's (the examples give a date).
    let mut sources: Vec<(PathBuf, String, String, bool)> = Vec::new();
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
                false,
            ));
        }
    }
    let mut problems = Vec::new();
    if let Some(folder) = dir.map(|dir| dir.join("posts")).filter(|folder| folder.is_dir()) {
        let entries = std::fs::read_dir(&folder).map_err(|e| {
            vec![ContentError {
                file: folder.clone(),
                line: None,
                field: None,
                message: format!("cannot be read: {e}"),
            }]
        })?;
        let mut paths: Vec<PathBuf> = entries
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().and_then(|e| e.to_str()) == Some("md"))
            .collect();
        // Problems in the order an operator lists the folder.
        paths.sort();
        for path in paths {
            let slug = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            let text = match read_text(&path) {
                Ok(text) => text.unwrap_or_default(),
                Err(problem) => {
                    problems.push(problem);
                    continue;
                }
            };
            // The folder's post replaces an embedded one of the same name.
            sources.retain(|(_, other, _, _)| *other != slug);
            sources.push((path, slug, text, true));
        }
    }
    let mut posts = Vec::with_capacity(sources.len());
    for (path, slug, text, own) in sources {
        let date = || if own { first_published(&path) } else { None };
        let fallbacks =
            Fallbacks { author, accent, date: &date, image: &|name: &str| image(dir, name) };
        match parse(&path, &slug, &text, &fallbacks) {
            Ok(post) => {
                if let Some(picture) = &post.image
                    && !images.iter().any(|i| i.name == picture.name)
                {
                    images.push(picture.clone());
                }
                posts.push(post);
            }
            Err(found) => problems.extend(found),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    posts.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.slug.cmp(&b.slug)));
    Ok(posts)
}
