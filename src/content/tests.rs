use super::*;

fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

/// The one problem found in the folder `dir`.
fn problem(dir: &std::path::Path) -> ContentError {
    let found = Site::load(Some(dir)).unwrap_err().into_vec();
    assert_eq!(found.len(), 1, "{found:?}");
    found.into_iter().next().unwrap()
}

#[test]
fn the_embedded_defaults_are_a_complete_site() {
    let site = Site::load(None).unwrap();
    assert_eq!(site.brand_name, "Plansmith");
    assert_eq!(site.support_email, "support@plansmith.app");
    assert_eq!(site.price, Price::default());
    assert_eq!(
        (site.pro_worth.as_str(), site.service_price.as_str()),
        ("Worth $2,500", "$199-599")
    );
    assert_eq!(site.figures.len(), 4);
    assert_eq!(site.testimonials.len(), 3);
    assert!(site.logo.is_none() && site.privacy_md.is_none());
    assert_eq!(site.posts.len(), 6);
    assert_eq!(site.posts[0].slug, "one-page-marketing-plan");
    assert!(site.posts[0].featured);
}

#[test]
fn a_folder_changes_only_what_it_sets() {
    let dir = folder(&[
        (
            "site.toml",
            "brand_name = \"Northwind Plans\"\nlogo = \"logo.svg\"\naccent_color = \"#0F766E\"\n\n[pro]\nprice = \"149.00\"\ncurrency = \"EUR\"\n\n\
             [[testimonials]]\nquote = \"Fits my hours.\"\nname = \"Jo Baker\"\nrole = \"Owner, Rye & Salt\"\nphoto = \"jo.png\"\n",
        ),
        ("logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        ("jo.png", "png"),
        ("terms.md", "# Our terms\n"),
    ]);
    let site = Site::load(Some(dir.path())).unwrap();
    assert_eq!(site.brand_name, "Northwind Plans");
    // The legal name follows a new brand unless it is given.
    assert_eq!(site.legal_name, "Northwind Plans");
    assert_eq!(site.support_email, "support@plansmith.app");
    assert_eq!(site.accent_color, "#0f766e");
    assert_eq!((site.price.amount_minor, site.price.label.as_str()), (14900, "€149"));
    // The built-in anchors are in dollars: none shows beside a price in euros.
    assert_eq!((site.pro_worth.as_str(), site.service_price.as_str()), ("", ""));
    assert_eq!(site.testimonials.len(), 1);
    assert_eq!(site.testimonials[0].photo.as_deref(), Some("jo.png"));
    assert_eq!(site.images.iter().filter(|i| i.name == "jo.png").count(), 1);
    assert!(site.logo.as_ref().unwrap().url().starts_with("/content/logo.svg?v="));
    // Figures were not set: the defaults stay.
    assert_eq!(site.figures.len(), 4);
    assert_eq!(site.terms_md.as_deref(), Some("# Our terms\n"));
}

#[test]
fn problems_name_the_file_line_and_field() {
    let cases: [(&str, usize, Option<&str>, &str); 8] = [
        (
            "brand_name = \"A\"\nsupport_email = \"nope\"\n",
            2,
            Some("support_email"),
            "not an e-mail address",
        ),
        (
            "\n\n[pro]\nprice = \"149,00\"\ncurrency = \"EUR\"\n",
            4,
            Some("pro.price"),
            "not an amount",
        ),
        ("[pro]\nprice = \"149.00\"\ncurrency = \"euros\"\n", 3, Some("pro.currency"), "ISO 4217"),
        ("accent_color = \"teal\"\n", 1, Some("accent_color"), "not a colour"),
        (
            "accent_color = \"#facc15\"\n",
            1,
            Some("accent_color"),
            "under white text has a contrast of 1.5:1, and buttons need 4.5:1 to be readable: the nearest colour that has it is #",
        ),
        ("logo = \"../etc/passwd\"\n", 1, Some("logo"), "file name"),
        (
            "[[testimonials]]\nquote = \"Good\"\nname = \"\"\nrole = \"Owner\"\n",
            3,
            Some("testimonials[1].name"),
            "1 to 80",
        ),
        ("brand = \"Typo\"\n", 1, None, "unknown field `brand`"),
    ];
    for (text, line, field, words) in cases {
        let dir = folder(&[("site.toml", text)]);
        let err = problem(dir.path());
        assert_eq!(err.file, dir.path().join("site.toml"), "{text}");
        assert_eq!(err.line, Some(line), "{text}: {err}");
        assert_eq!(err.field.as_deref(), field, "{text}: {err}");
        assert!(err.message.contains(words), "{text}: {err}");
    }
    let dir = folder(&[(
        "site.toml",
        "[[testimonials]]\nquote = \"Q\"\nname = \"N\"\nrole = \"R\"\nphoto = \"missing.png\"\n",
    )]);
    let err = problem(dir.path());
    assert_eq!((err.line, err.field.as_deref()), (Some(5), Some("testimonials[1].photo")));
    assert!(err.to_string().contains("cannot read"), "{err}");
    assert!(problem(&dir.path().join("absent")).message.contains("is not a folder"));
}

#[test]
fn one_load_names_every_problem_of_site_toml_and_the_posts() {
    let dir = folder(&[(
        "site.toml",
        "support_email = \"nope\"\naccent_color = \"teal\"\n\n[[figures]]\nvalue = \"\"\nlabel = \"plans\"\n",
    )]);
    std::fs::create_dir(dir.path().join("posts")).unwrap();
    std::fs::write(dir.path().join("posts/a.md"), "---\ndate: soon\n---\nText.\n").unwrap();
    std::fs::write(dir.path().join("posts/b.md"), "---\ntitle: B\nimage: gone.png\n---\nText.\n")
        .unwrap();
    let found = Site::load(Some(dir.path())).unwrap_err();
    let places: Vec<_> = found
        .as_slice()
        .iter()
        .map(|p| {
            let file = p.file.file_name().unwrap().to_str().unwrap().to_owned();
            (file, p.line, p.field.clone().unwrap_or_default())
        })
        .collect();
    let expected = [
        ("site.toml", Some(1), "support_email"),
        ("site.toml", Some(2), "accent_color"),
        ("site.toml", Some(5), "figures[1].value"),
        ("a.md", None, "title"),
        ("a.md", Some(2), "date"),
        ("b.md", Some(3), "image"),
    ]
    .map(|(file, line, field)| (file.to_owned(), line, field.to_owned()));
    assert_eq!(places, expected, "{found}");
    assert!(found.to_string().starts_with("6 problems:\n  "), "{found}");
}
