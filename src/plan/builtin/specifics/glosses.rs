//! The founder's own word for what they sell, where they give it in brackets after their
//! English ("caulking (kalafatanje)", "wooden windows (kastaknad)"): the word the customers
//! type in their language, which no catalogue could guess.

/// Words that open a bracket saying something else than the local word: who, how much, how.
const NOT_A_WORD_FOR_IT: &str = "me my our we i you and or also max min up to from about approx \
    incl including e g eg ie i e not no only mostly per each plus with without";

/// The words in brackets in `offering` that name what comes before them in the founder's
/// language (one to three lower-case words of letters, no list, no amount, no aside), each
/// after the word it follows ("caulking", "kalafatanje").
pub fn glosses(offering: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut rest = offering;
    while let Some((before, after)) = rest.split_once('(') {
        let Some((inside, next)) = after.split_once(')') else { break };
        rest = next;
        // A bracket at the very start glosses nothing.
        let Some(word) = before.split_whitespace().last() else { continue };
        let inside = inside.trim();
        let words: Vec<&str> = inside.split_whitespace().collect();
        let letters = |w: &str| w.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '\''));
        let lower = |w: &str| !w.chars().next().is_some_and(char::is_uppercase);
        let said = (1..=3).contains(&words.len())
            && words.iter().all(|w| letters(w) && lower(w))
            && !words.iter().any(|w| NOT_A_WORD_FOR_IT.split_whitespace().any(|n| n == *w));
        if said && !out.iter().any(|(_, o)| o == inside) {
            out.push((word.to_owned(), inside.to_owned()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::glosses;

    #[test]
    fn the_founders_word_in_brackets_is_taken() {
        let offering = "Repair of traditional wooden boats. Caulking (kalafatanje) with cotton and pitch, winter storage (max 12 boats) in our yard.";
        let said = |offering: &str| -> Vec<String> {
            glosses(offering).into_iter().map(|(_, gloss)| gloss).collect()
        };
        assert_eq!(glosses(offering), [("Caulking".to_owned(), "kalafatanje".to_owned())]);
        assert_eq!(
            said("Home cooked lunches (kuvana jela) delivered to offices."),
            ["kuvana jela"]
        );
        assert_eq!(said("Picture books (그림책) for toddlers"), ["그림책"]);
    }

    #[test]
    fn asides_amounts_lists_and_names_are_not() {
        for offering in [
            "Crop health maps (NDVI) for farms",
            "Sneakers (Jordan, Nike, New Balance) from Miami",
            "Yogurt 1 kg 4.50 лв (2.30 €)",
            "A room session (90 min)",
            "Chimney sweeping (brush & vac, certificate for insurance)",
            "Cuts by the braaimaster (me lol)",
            "Shop built on our site (Nuvemshop)",
            "(kalafatanje) before anything",
            "Lessons in a small group (max 4)",
        ] {
            assert!(glosses(offering).is_empty(), "{offering}: {:?}", glosses(offering));
        }
    }
}
