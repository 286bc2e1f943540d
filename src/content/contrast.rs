//! Contrast of white text on the accent colour (WCAG 2.1's relative luminance and ratio), and
//! the nearest darker shade that is readable.

/// The ratio WCAG AA asks of normal text.
pub const AA: f64 = 4.5;

fn channels(hex: &str) -> [f64; 3] {
    let hex = hex.trim_start_matches('#');
    let at = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0);
    [at(0), at(2), at(4)].map(|c| f64::from(c) / 255.0)
}

fn luminance([r, g, b]: [f64; 3]) -> f64 {
    let linear = |c: f64| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio of white on `#rrggbb`, from 1 to 21.
pub fn with_white(hex: &str) -> f64 {
    1.05 / (luminance(channels(hex)) + 0.05)
}

/// The same hue, darkened step by step until white on it reaches [`AA`].
pub fn nearest_passing(hex: &str) -> String {
    let [r, g, b] = channels(hex);
    (0..=100)
        .map(|step| 1.0 - f64::from(step) / 100.0)
        .map(|k| [r * k, g * k, b * k])
        .find(|c| 1.05 / (luminance(*c) + 0.05) >= AA)
        .map(|[r, g, b]| {
            let byte = |c: f64| (c * 255.0).round() as u8;
            format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
        })
        .unwrap_or_else(|| "#000000".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_on_yellow_fails_and_the_suggestion_passes() {
        assert!(with_white("#facc15") < 2.0);
        let suggestion = nearest_passing("#facc15");
        assert!(with_white(&suggestion) >= AA, "{suggestion}");
        assert!(with_white(&nearest_passing("#ffffff")) >= AA);
        assert!(with_white("#4f46e5") >= AA, "the default indigo passes");
        assert!((with_white("#000000") - 21.0).abs() < 0.01);
    }
}
