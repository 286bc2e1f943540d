//! Text helpers: survey answers as one clean line, and plain text made safe inside Markdown.

/// An answer as one line: every run of whitespace or control characters becomes one space,
/// and the ends are trimmed. Nothing is cut: the plan quotes answers whole or not at all.
pub fn inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split(|c: char| c.is_whitespace() || c.is_control()).filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// An answer as the plan quotes it: whole, on one line, without a closing full stop (the
/// sentence around it has its own).
pub fn quotable(text: &str) -> String {
    let mut line = inline(text);
    while line.ends_with('.') && !line.ends_with("...") {
        line.pop();
    }
    line
}

/// Plain text made literal inside Markdown: the characters that would start emphasis, code,
/// links, HTML or a table cell are escaped, and so is a line start that would make a heading,
/// quote or list.
pub fn md(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if matches!(c, '\\' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '|' | '~') {
            out.push('\\');
        }
        out.push(c);
    }
    let first = out.chars().next();
    if matches!(first, Some('#' | '-' | '+' | '=' | ':')) {
        out.insert(0, '\\');
    }
    let digits = out.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && matches!(out.as_bytes().get(digits), Some(b'.' | b')')) {
        out.insert(digits, '\\');
    }
    out
}

/// "sourdough bread" → "Sourdough bread".
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "Visits to your page" → "visits to your page"; "CRM deals" stays.
pub fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && !second.is_uppercase() => {
            first.to_lowercase().chain(text.chars().skip(1)).collect()
        }
        _ => text.to_owned(),
    }
}

/// A line of a list as a sentence: capitalised, ending in a full stop.
pub fn sentence(text: &str) -> String {
    let text = capitalised(inline(text).trim());
    if text.ends_with(['.', '!', '?']) { text } else { format!("{text}.") }
}

/// A noun with its indefinite article, by its sound: "a bakery", "an online shop", "a uniform
/// maker", "an hour's lesson".
pub fn a(noun: &str) -> String {
    let lower = noun.to_lowercase();
    let starts = |heads: &[&str]| heads.iter().any(|h| lower.starts_with(h));
    let vowel = lower.starts_with(['a', 'e', 'i', 'o', 'u']);
    // "uniform", "euro", "one-off" sound a consonant; "hour", "honest" a vowel.
    let sounds_vowel = (vowel && !starts(&["uni", "use", "usu", "eu", "one", "once", "ufo"]))
        || starts(&["hour", "honest", "honour", "heir"]);
    format!("{} {noun}", if sounds_vowel { "an" } else { "a" })
}

/// Minutes as a person says them: 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h".
pub fn duration(minutes: u32) -> String {
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

/// Hours with at most two decimals and no trailing zeros: 1.5 → "1.5", 2.0 → "2".
pub fn hours(hours: f64) -> String {
    let text = format!("{:.2}", (hours * 4.0).round() / 4.0);
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Digits with thousands separators: 1500 → "1,500".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A number as a target reads: whole numbers without decimals, others with one.
pub fn number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        let whole = value as i64;
        if whole >= 0 { thousands(whole.unsigned_abs()) } else { whole.to_string() }
    } else {
        format!("{value:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_joins_lines_and_keeps_every_word() {
        assert_eq!(inline("  Sourdough\n\tand   pastries \r\n"), "Sourdough and pastries");
    }

    #[test]
    fn md_escapes_what_markdown_would_read_as_markup() {
        assert_eq!(
            md("# Big *sale* <b>now</b> | 50%"),
            "\\# Big \\*sale\\* \\<b\\>now\\</b\\> \\| 50%"
        );
        assert_eq!(md("1. First"), "1\\. First");
        assert_eq!(md("Plain words, nothing else."), "Plain words, nothing else.");
    }

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(duration(90), "1 h 30 min");
        assert_eq!(duration(45), "45 min");
        assert_eq!(hours(1.5), "1.5");
        assert_eq!(hours(2.0), "2");
        assert_eq!(number(1200.0), "1,200");
        assert_eq!(number(2.5), "2.5");
    }

    #[test]
    fn the_article_goes_by_sound() {
        assert_eq!(a("bakery"), "a bakery");
        assert_eq!(a("estate agent"), "an estate agent");
        assert_eq!(a("uniform maker"), "a uniform maker");
        assert_eq!(a("hour's lesson"), "an hour's lesson");
        assert_eq!(a("upholsterer"), "an upholsterer");
    }
}
