//! The months a founder names as busy or quiet ("everyone wants the boat in the water by May,
//! then nobody calls from June to October"), read so the plan can answer a seasonal challenge
//! with their months, not with "the low season". Read conservatively: a month counts only in a
//! clause that says whether it is busy or quiet.

pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Words that say a clause's months are quiet.
const QUIET: &str = "nobody noone quiet slow dead empty nothing drops low few less off dies \
    lost";

/// Words that say a clause's months are busy.
const BUSY: &str = "everyone everybody all busy rush peak full booked comes most demand once \
    away queue queues";

/// Words that close a clause, besides punctuation.
const CLAUSE_ENDS: &str = "then but while whereas and";

/// Months from one to another, both included; a single month is both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub from: usize,
    pub to: usize,
}

impl Span {
    /// How many months the span holds, across the new year where it runs over one.
    pub fn len(self) -> usize {
        (self.to + 12 - self.from) % 12 + 1
    }

    /// The months the span leaves out: the rest of the year.
    pub fn rest(self) -> Span {
        Span { from: (self.to + 1) % 12, to: (self.from + 11) % 12 }
    }

    /// "from June to October", or "in November" for one month.
    pub fn said(self) -> String {
        if self.from == self.to {
            format!("in {}", MONTHS[self.from])
        } else {
            format!("from {} to {}", MONTHS[self.from], MONTHS[self.to])
        }
    }

    /// "June to October", or "November".
    pub fn named(self) -> String {
        if self.from == self.to {
            MONTHS[self.from].to_owned()
        } else {
            format!("{} to {}", MONTHS[self.from], MONTHS[self.to])
        }
    }
}

/// The busy and the quiet months a text names; each is the rest of the year from the other
/// where only one is named (a single busy month, "by May", is a deadline, not the season).
#[derive(Debug, PartialEq, Eq)]
pub struct Seasons {
    pub busy: Span,
    pub quiet: Span,
}

pub fn seasons(text: &str) -> Option<Seasons> {
    let (mut busy, mut quiet) = (None, None);
    for clause in clauses(text) {
        let Some(span) = span(&clause) else { continue };
        let says = |list: &str| clause.iter().any(|w| list.split_whitespace().any(|l| l == w));
        match (says(QUIET), says(BUSY)) {
            (true, false) => quiet = quiet.or(Some(span)),
            (false, true) => busy = busy.or(Some(span)),
            _ => {}
        }
    }
    match (busy, quiet) {
        (Some(busy), Some(quiet)) if busy.len() > 1 => Some(Seasons { busy, quiet }),
        (_, Some(quiet)) => Some(Seasons { busy: quiet.rest(), quiet }),
        (Some(busy), None) if busy.len() > 1 => Some(Seasons { busy, quiet: busy.rest() }),
        _ => None,
    }
}

/// The text's clauses as lower-case words, months written out ("sept" as "september"); a dash
/// between two months ("april-may", "Nov – Feb") joins them as "to".
fn clauses(text: &str) -> Vec<Vec<String>> {
    let mut clauses = vec![Vec::new()];
    let spaced = text.replace(['-', '–', '—'], " - ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    for (i, token) in tokens.iter().enumerate() {
        let word: String = token
            .trim_matches(|c: char| !c.is_alphanumeric())
            .chars()
            .flat_map(char::to_lowercase)
            .collect();
        // "May" is a month capitalised or beside another month's words ("april-may", "by
        // may"); "we may" is not.
        let near = ["-", "to", "till", "until", "by", "in", "from", "of", "and"];
        let is_month = |j: usize| {
            let t = tokens[j].trim_end_matches(',');
            let beside = |k: Option<usize>| {
                k.and_then(|k| tokens.get(k))
                    .is_some_and(|w| near.contains(&w.to_lowercase().as_str()))
            };
            month(t).is_some_and(|m| {
                m != 4 || t.starts_with('M') || beside(j.checked_sub(1)) || beside(Some(j + 1))
            })
        };
        let dash = *token == "-";
        let between_months = i > 0 && i + 1 < tokens.len() && is_month(i - 1) && is_month(i + 1);
        if (dash || word == "and") && between_months {
            clauses.last_mut().unwrap().push(if dash { "to" } else { "and" }.to_owned());
            continue;
        }
        if dash || CLAUSE_ENDS.split_whitespace().any(|e| e == word) {
            clauses.push(Vec::new());
            continue;
        }
        let word = match month(token) {
            Some(m) if is_month(i) => MONTHS[m].to_lowercase(),
            _ => word,
        };
        clauses.last_mut().unwrap().push(word);
        if token.ends_with([',', ';', '.', '!', '?', ':']) {
            clauses.push(Vec::new());
        }
    }
    clauses
}

/// The month a word names: "October", "oct", "sept", "oktober".
fn month(token: &str) -> Option<usize> {
    let word: String = token
        .trim_matches(|c: char| !c.is_alphabetic())
        .chars()
        .flat_map(char::to_lowercase)
        .collect();
    let local = ["januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember"];
    let local_month = [0, 1, 2, 4, 5, 6, 9, 11];
    if let Some(i) = local.iter().position(|l| *l == word) {
        return Some(local_month[i]);
    }
    MONTHS.iter().position(|m| {
        let m = m.to_lowercase();
        word == m
            || (word.len() >= 3 && m.starts_with(&word) && (word.len() == 3 || word == "sept"))
    })
}

/// The months a clause names: "from June to October", "June-October", "by May", "in winter"
/// (none).
fn span(clause: &[String]) -> Option<Span> {
    let months: Vec<(usize, usize)> = clause
        .iter()
        .enumerate()
        .filter_map(|(i, w)| MONTHS.iter().position(|m| m.to_lowercase() == *w).map(|m| (i, m)))
        .collect();
    match months.as_slice() {
        // "from listopad to March": a month whose other end was not read says nothing.
        [(i, only)] => {
            let at = |j: Option<usize>| j.and_then(|j| clause.get(j)).map(String::as_str);
            let ends = ["to", "till", "until", "through"];
            let open = ends.contains(&at(i.checked_sub(1)).unwrap_or_default())
                || at(Some(i + 1)) == Some("to");
            (!open).then_some(Span { from: *only, to: *only })
        }
        [(a, from), (b, to), ..] if b - a == 2 => {
            let joined =
                matches!(clause[a + 1].as_str(), "to" | "till" | "until" | "through" | "and");
            joined.then_some(Span { from: *from, to: *to })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
