//! Text helpers for the planner: safe insertion of survey text into Markdown, short forms of
//! long answers, and the word extraction behind the keywords.

/// FNV-1a over the given byte strings (with a separator), for stable template choices.
pub(super) fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &byte in *part {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash ^= 0xff;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// One line of survey text: every run of whitespace or control characters becomes one space,
/// and a leading Markdown block marker is escaped, so the text can never start a heading,
/// quote, list or table row wherever it lands.
pub(super) fn inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 1);
    let mut pending_space = false;
    for c in text.chars() {
        if c.is_whitespace() || c.is_control() {
            pending_space = !out.is_empty();
            continue;
        }
        if pending_space {
            out.push(' ');
            pending_space = false;
        }
        out.push(c);
    }
    escape_block_start(out)
}

fn escape_block_start(text: String) -> String {
    let Some(first) = text.chars().next() else { return text };
    if matches!(first, '#' | '>' | '-' | '+' | '*' | '=' | '|' | '~' | '`' | '_' | ':' | '\\') {
        let mut out = String::with_capacity(text.len() + 1);
        out.push('\\');
        out.push_str(&text);
        return out;
    }
    // "1. text" or "1) text" would start an ordered list.
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && matches!(text.as_bytes().get(digits), Some(b'.' | b')')) {
        let mut out = String::with_capacity(text.len() + 1);
        out.push_str(&text[..digits]);
        out.push('\\');
        out.push_str(&text[digits..]);
        return out;
    }
    text
}

/// The first sentence of an (already inlined) answer, at most `max_words` words, for use inside
/// a sentence. A cut is marked with an ellipsis.
pub(super) fn short(inlined: &str, max_words: usize) -> String {
    let end = inlined
        .char_indices()
        .find(|&(i, c)| {
            matches!(c, '.' | '!' | '?') && inlined[i + c.len_utf8()..].chars().next().is_none_or(char::is_whitespace)
        })
        .map_or(inlined.len(), |(i, _)| i);
    let clause = inlined[..end].trim_end_matches([',', ' ']);
    let mut out = String::with_capacity(clause.len() + 4);
    for (n, word) in clause.split(' ').filter(|w| !w.is_empty()).enumerate() {
        if n == max_words {
            out.push('…');
            return out;
        }
        if n > 0 {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.is_empty() { inlined.to_owned() } else { out }
}

/// Lower-cases the first letter when the second is lower case too ("Busy parents" → "busy
/// parents", but "AI founders" stays), so the text reads inside a sentence.
pub(super) fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(a), Some(b)) if a.is_uppercase() && b.is_lowercase() => {
            let mut out = String::with_capacity(text.len());
            out.extend(a.to_lowercase());
            out.push_str(&text[a.len_utf8()..]);
            out
        }
        _ => text.to_owned(),
    }
}

/// Removes a lead-in such as "My ideal customer is" from an audience description.
pub(super) fn strip_lead_in(text: &str) -> &str {
    const LEAD_INS: &[&str] = &[
        "my ideal customers are ",
        "my ideal customer is ",
        "our ideal customers are ",
        "our ideal customer is ",
        "my ideal clients are ",
        "my ideal client is ",
        "our ideal clients are ",
        "our ideal client is ",
        "ideal customers are ",
        "ideal customer is ",
        "ideal clients are ",
        "ideal client is ",
        "ideal customer: ",
        "ideal client: ",
        "i want to reach ",
        "we want to reach ",
        "i sell to ",
        "we sell to ",
        "i work with ",
        "we work with ",
        "i help ",
        "we help ",
        "mostly ",
        "mainly ",
        "typically ",
    ];
    for lead_in in LEAD_INS {
        if text.len() > lead_in.len()
            && text.is_char_boundary(lead_in.len())
            && text[..lead_in.len()].eq_ignore_ascii_case(lead_in)
        {
            return &text[lead_in.len()..];
        }
    }
    text
}

/// Words of the offering that carry meaning, lower-cased, grouped into runs of adjacent words
/// ("sourdough bread and pastries" → [["sourdough", "bread"], ["pastries"]]). A run that
/// follows "for", "to" or "who" describes the audience, not the offer, and is marked.
pub(super) struct Run {
    pub words: Vec<String>,
    pub after_for: bool,
}

pub(super) fn content_runs(text: &str) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut current: Option<Run> = None;
    let mut previous_stop = "";
    let mut token = String::new();
    // Punctuation other than hyphens and apostrophes ends a run ("pastries, baked" are two).
    let mut hard_break = false;
    let mut after_apostrophe = false;
    let mut chars = text.chars().peekable();
    loop {
        token.clear();
        let mut separator_apostrophe = false;
        while let Some(&c) = chars.peek() {
            if c.is_alphanumeric() {
                break;
            }
            if matches!(c, '\'' | '’') {
                separator_apostrophe = true;
            } else if !c.is_whitespace() && c != '-' {
                hard_break = true;
            }
            chars.next();
        }
        while let Some(&c) = chars.peek() {
            if !c.is_alphanumeric() {
                break;
            }
            token.extend(c.to_lowercase());
            chars.next();
        }
        if token.is_empty() {
            break;
        }
        // "grandma's" → "grandma"; the "s" neither counts nor breaks the run.
        if (separator_apostrophe || after_apostrophe)
            && matches!(token.as_str(), "s" | "t" | "re" | "ll" | "ve" | "d" | "m")
        {
            after_apostrophe = false;
            continue;
        }
        after_apostrophe = false;
        if hard_break {
            if let Some(run) = current.take() {
                runs.push(run);
            }
            previous_stop = "";
            hard_break = false;
        }
        let length = token.chars().count();
        let meaningful =
            (3..=24).contains(&length) && !token.chars().all(|c| c.is_ascii_digit()) && !is_stop_word(&token);
        if meaningful {
            let run = current.get_or_insert_with(|| Run {
                words: Vec::new(),
                after_for: matches!(previous_stop, "for" | "to" | "who" | "with" | "like"),
            });
            run.words.push(token.clone());
        } else {
            if let Some(run) = current.take() {
                runs.push(run);
                previous_stop = "";
            }
            // "for first-time managers": the marker survives the stop words up to the run.
            match stop_marker(&token) {
                "" if matches!(token.as_str(), "and" | "or" | "plus") => previous_stop = "",
                "" => {}
                marker => previous_stop = marker,
            }
        }
    }
    if let Some(run) = current.take() {
        runs.push(run);
    }
    runs
}

fn stop_marker(token: &str) -> &'static str {
    match token {
        "for" => "for",
        "to" => "to",
        "who" => "who",
        "with" => "with",
        "like" => "like",
        _ => "",
    }
}

/// Lower-case letters, digits and single spaces only: safe anywhere in Markdown, tables too.
pub(super) fn keyword_clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            if pending_space && !out.is_empty() {
                out.push(' ');
            }
            pending_space = false;
            out.push(c);
        } else {
            pending_space = true;
        }
    }
    out
}

fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.binary_search(&word).is_ok()
}

/// Function words and the generic verbs and adjectives of business descriptions, sorted.
#[rustfmt::skip]
const STOP_WORDS: &[&str] = &[
    "able", "about", "across", "again", "all", "also", "amazing", "and", "any", "anyone", "anything", "are",
    "area", "around", "awesome", "based", "been", "being", "best", "both", "brand", "bring", "brings",
    "business", "businesses", "but", "can", "companies", "company", "could", "create", "creates", "creating",
    "day", "days", "deliver", "delivers", "did", "does", "doing", "done", "each", "etc", "even", "ever",
    "every", "everyone", "everything", "first", "for", "from", "full", "get", "gets", "getting", "give",
    "gives", "giving", "good", "got", "great", "had", "has", "have", "having", "help", "helping", "helps",
    "her", "here", "hers", "high", "him", "his", "how", "include", "includes", "including", "into", "its",
    "just", "kind", "kinds", "like", "list", "local", "locally", "located", "lot", "lots", "made", "make",
    "makes", "making", "many", "may", "might", "mine", "more", "most", "much", "must", "myself", "near", "need",
    "needs", "new", "nor", "not", "nothing", "off", "offer", "offering", "offers", "once", "one", "online",
    "only", "onto", "other", "our", "ours", "ourselves", "out", "over", "own", "people", "per", "plus",
    "provide", "provides", "providing", "quality", "range", "really", "run", "running", "runs", "same", "sell",
    "selling", "sells", "she", "should", "small", "some", "someone", "something", "startup", "still", "stuff",
    "such", "than", "that", "the", "their", "them", "then", "there", "these", "they", "thing", "things", "this",
    "those", "three", "through", "throughout", "time", "times", "too", "top", "two", "type", "types", "under",
    "unique", "use", "uses", "using", "variety", "very", "via", "want", "wants", "was", "way", "ways", "week",
    "weeks", "well", "were", "what", "whatever", "when", "where", "which", "while", "who", "why", "wide",
    "will", "with", "within", "without", "would", "year", "years", "yet", "you", "your", "yours", "yourself",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_collapses_breaks_and_escapes_block_markers() {
        assert_eq!(inline("  # Evil\r\n<script>  "), "\\# Evil <script>");
        assert_eq!(inline("1. First"), "1\\. First");
        assert_eq!(inline("Bloom\tBakery"), "Bloom Bakery");
        assert_eq!(inline("- item"), "\\- item");
        assert_eq!(inline("2024 plans"), "2024 plans");
    }

    #[test]
    fn short_takes_the_first_clause_and_caps_words() {
        assert_eq!(short("Busy parents. They love bread.", 10), "Busy parents");
        assert_eq!(short("one two three four", 2), "one two…");
        assert_eq!(short("v2.0 users", 5), "v2.0 users");
    }

    #[test]
    fn stop_words_are_sorted_for_binary_search() {
        assert!(STOP_WORDS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn runs_group_adjacent_meaningful_words() {
        let runs = content_runs("Sourdough bread and pastries for busy families");
        let words: Vec<Vec<String>> = runs.iter().map(|r| r.words.clone()).collect();
        assert_eq!(words, vec![vec!["sourdough", "bread"], vec!["pastries"], vec!["busy", "families"]]);
        assert!(runs[2].after_for);
        let runs = content_runs("Leadership coaching for first-time engineering managers");
        assert!(runs[1].after_for, "stop words between 'for' and the run keep the mark");
        let runs = content_runs("Bread for kids and cakes");
        assert!(runs[1].after_for && !runs[2].after_for);
        let runs = content_runs("Grandma's apple-pie recipes, baked daily");
        let words: Vec<Vec<String>> = runs.iter().map(|r| r.words.clone()).collect();
        assert_eq!(words, vec![vec!["grandma", "apple", "pie", "recipes"], vec!["baked", "daily"]]);
        assert_eq!(keyword_clean("Austin, TX"), "austin tx");
    }
}
