//! `plansmith content check [DIR]`: validates a content folder as `serve` would at start.

use std::path::PathBuf;

use anyhow::bail;

use crate::cli::Common;
use crate::config::Layer;
use crate::content::{DateSource, Site};

pub fn check(dir: Option<PathBuf>, common: &Common) -> anyhow::Result<()> {
    // What the server would use: the config file's settings, then the environment's.
    let mut layer = match &common.config {
        Some(path) => Layer::from_file(path, true)?,
        None => Layer::from_file(std::path::Path::new(crate::config::DEFAULT_CONFIG_FILE), false)?,
    };
    layer.merge(Layer::from_env()?);
    let dir = match dir.or_else(|| layer.content_dir.clone()) {
        Some(dir) => dir,
        None => {
            bail!("no content folder given: pass DIR, or set content_dir / PLANSMITH_CONTENT_DIR")
        }
    };
    let site = Site::load(Some(&dir))?;
    println!("{}: valid", dir.display());
    println!("  brand: {} <{}>", site.brand_name, site.support_email);
    println!("  run by: {}", site.legal_identity());
    println!(
        "  logo: {}",
        site.logo.as_ref().map_or("the built-in mark", |logo| logo.name.as_str())
    );
    println!("  accent colour: {}", site.accent_color);
    println!(
        "  Pro price: {} ({} {})",
        site.price.exact,
        site.price.amount_minor,
        site.price.currency_code()
    );
    println!("  figures: {}, testimonials: {}", site.figures.len(), site.testimonials.len());
    let catalogue = crate::content::trades::Catalogue::defaults();
    let replaced = site.trades.iter().filter(|t| catalogue.get(&t.id).is_some()).count();
    println!(
        "  trades: {} built in; the folder's trades/ replaces {replaced} and adds {}",
        catalogue.trades.len(),
        site.trades.len() - replaced
    );
    for trade in &site.trades {
        println!("    {} ({})", trade.id, trade.names.trade);
    }
    println!("  posts: {}", site.posts.len());
    // What the mail will say, with the settings that override the folder.
    let brand = layer.brand_name.clone().unwrap_or_else(|| site.brand_name.clone());
    let support = layer.support_email.clone().unwrap_or_else(|| site.support_email.clone());
    let from_name = layer
        .mail_from
        .as_deref()
        .and_then(|from| crate::config::Mailbox::parse(from).ok())
        .and_then(|from| from.name);
    for warning in crate::config::sender_warnings(&brand, from_name.as_deref(), &support) {
        eprintln!("warning: {warning}");
    }
    for post in &site.posts {
        let date = match post.date_source {
            DateSource::Given => "",
            DateSource::FirstCommit => " first committed",
            DateSource::Modified => " last changed",
        };
        let picture = post.image.as_ref().map_or("a drawn cover", |image| image.name.as_str());
        println!(
            "    /blog/{} ({}{date}, {}, {}, {})",
            post.slug, post.date, post.category, post.read_time, picture
        );
    }
    for (name, own) in
        [("privacy.md", site.privacy_md.is_some()), ("terms.md", site.terms_md.is_some())]
    {
        println!("  {name}: {}", if own { "the folder's own" } else { "the built-in text" });
    }
    Ok(())
}
