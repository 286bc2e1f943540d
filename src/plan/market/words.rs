//! Places and texts read as whole words: lower case, accents folded, punctuation as spaces.

/// Lower case, accents folded, single spaces.
pub(super) fn normal(text: &str) -> String {
    let folded: String = text
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c.is_alphanumeric() { crate::content::trades::fold(c) } else { ' ' })
        .collect();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `name`'s words stand in `part` as whole words.
pub(super) fn has_words(part: &str, name: &str) -> bool {
    format!(" {part} ").contains(&format!(" {name} "))
}
