//! The operator's accent colour in the pages: the built-in mark drawn in it, and the palette's
//! indigo rebuilt around it.

/// The built-in mark: a rounded square in the accent colour with a rising line.
pub(super) const MARK_PATH: &str = "/content/mark.svg";
pub(super) const DEFAULT_ACCENT: &str = "#4f46e5";

/// The built-in mark in `accent`.
pub(super) fn mark(accent: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><rect width=\"32\" height=\"32\" rx=\"8\" fill=\"{accent}\"/>\
         <path d=\"M9 22.5 14.5 17l3.5 3.5L24 13M19.5 12.5H24V17\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2.6\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
    )
}

/// The palette's indigo shades, rebuilt around the accent colour (600 is the colour itself;
/// lighter shades mix in white, darker ones black), so every accent the UI draws follows it.
pub(super) fn palette(accent: &str) -> String {
    let shades = [
        (50, "white", 6),
        (100, "white", 14),
        (200, "white", 28),
        (300, "white", 45),
        (400, "white", 65),
        (500, "white", 85),
        (700, "black", 85),
        (800, "black", 70),
        (900, "black", 55),
        (950, "black", 40),
    ];
    let mut css = format!("<style>:root{{--color-indigo-600:{accent};");
    for (shade, base, share) in shades {
        css.push_str(&format!(
            "--color-indigo-{shade}:color-mix(in oklab,{accent} {share}%,{base});"
        ));
    }
    css.push_str("}</style>");
    css
}
