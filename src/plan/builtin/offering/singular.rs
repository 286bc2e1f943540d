//! A plural noun in the singular, for the thing worked on before the work's noun ("vintage
//! radios" → "vintage radio repair").

/// A plural noun in the singular, as it stands before another noun: "knives" → "knife",
/// "watches" → "watch", "batteries" → "battery"; words that are plural only stay ("scissors").
pub fn singular(word: &str) -> String {
    const SAME: &str = "scissors glasses jeans trousers pants shorts clothes news series species \
        sales goods arts crafts lens bus gas canvas cactus campus bonus status virus chorus \
        octopus asparagus maths";
    // Each plural, a colon, and its singular.
    const IRREGULAR: &str = "knives:knife wives:wife leaves:leaf loaves:loaf shelves:shelf \
        lenses:lens teeth:tooth feet:foot mice:mouse geese:goose children:child women:woman men:man";
    const IE: &str = "cookies movies smoothies brownies hoodies selfies pies ties zombies \
        calories rookies lingeries prairies beanies";
    const OE: &str = "shoes canoes toes hoes oboes";
    let has = |list: &str, word: &str| list.split_whitespace().any(|w| w == word);
    if has(SAME, word) || word.ends_with("ics") || word.ends_with("ss") {
        return word.to_owned();
    }
    if let Some((_, one)) = IRREGULAR
        .split_whitespace()
        .filter_map(|p| p.split_once(':'))
        .find(|(many, _)| *many == word)
    {
        return one.to_owned();
    }
    let cut = |n: usize| word[..word.len() - n].to_owned();
    if has(IE, word) || has(OE, word) {
        cut(1)
    } else if word.ends_with("ies") && word.len() > 4 {
        format!("{}y", cut(3))
    } else if ["ches", "shes", "sses", "xes", "zes", "oes"].iter().any(|e| word.ends_with(e)) {
        cut(2)
    } else if word.ends_with('s') && !word.ends_with("is") {
        cut(1)
    } else {
        word.to_owned()
    }
}
