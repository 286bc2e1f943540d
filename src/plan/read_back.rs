//! A strategist's edits read back into the plan's data where the text still has the shape the
//! renderer gave it: the positioning line, the five keywords (phrase and why), the thirty
//! content ideas' titles, and the roadmap's weekly focus and tasks (the founder's plan page
//! and Monday e-mails show them). The Pro package builds its worksheet, templates and calendar from
//! those, so they follow the edit. What the text changed beyond them is named, so the desk can
//! say which parts of the plan data it no longer matches.

use super::Plan;
use super::render;
use crate::content::Currency;

/// What reading an edited text back did to a plan.
#[derive(Debug, Default, PartialEq)]
pub struct ReadBack {
    /// Content idea titles that changed: (before, after), for the copy written for them.
    pub renamed: Vec<(String, String)>,
}

/// Markdown's escapes undone: the text as the strategist meant it.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.peek().is_some_and(|n| n.is_ascii_punctuation()) {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    out.trim().to_owned()
}

/// The lines of the section under `## heading`, up to the next `##` heading.
fn section<'a>(text: &'a str, heading: &str) -> Option<Vec<&'a str>> {
    let start = text.lines().position(|l| l.trim() == format!("## {heading}"))?;
    Some(
        text.lines()
            .skip(start + 1)
            .take_while(|l| !l.starts_with("## ") && l.trim() != "---")
            .filter(|l| !l.trim().is_empty())
            .collect(),
    )
}

/// "3. rest" → "rest".
fn numbered(line: &str) -> Option<&str> {
    let (number, rest) = line.split_once(". ")?;
    number.chars().all(|c| c.is_ascii_digit()).then_some(rest)
}

/// Reads `text` back into `plan` where it can; says what it renamed.
pub fn read_back(text: &str, plan: &mut Plan) -> ReadBack {
    let mut done = ReadBack::default();
    if let Some(line) = text.lines().find_map(|l| l.strip_prefix("**Positioning:** ")) {
        plan.positioning = plain(line);
    }
    // "1. **phrase** (intent): why", one per keyword.
    let keywords: Option<Vec<(String, String)>> =
        section(text, "Top 5 keywords").and_then(|lines| {
            lines
                .iter()
                .map(|line| {
                    let rest = numbered(line)?.strip_prefix("**")?;
                    let (phrase, rest) = rest.split_once("** (")?;
                    let (_, why) = rest.split_once("): ")?;
                    Some((plain(phrase), plain(why)))
                })
                .collect()
        });
    if let Some(keywords) = keywords.filter(|k| k.len() == plan.keywords.len()) {
        for (keyword, (phrase, why)) in plan.keywords.iter_mut().zip(keywords) {
            keyword.phrase = phrase;
            keyword.why = why;
        }
    }
    // "1. **Channel, format:** title", one per idea.
    let titles: Option<Vec<String>> = section(text, "30 content ideas").and_then(|lines| {
        lines.iter().map(|line| Some(plain(numbered(line)?.split_once(":** ")?.1))).collect()
    });
    if let Some(titles) = titles.filter(|t| t.len() == plan.content_ideas.len()) {
        for (idea, title) in plan.content_ideas.iter_mut().zip(titles) {
            if idea.title != title && !title.is_empty() {
                done.renamed.push((std::mem::replace(&mut idea.title, title.clone()), title));
            }
        }
    }
    roadmap(text, plan);
    done
}

/// "text (45 min, €20)" → "text": a line the renderer ended with its minutes and cost.
fn before_parenthesis(line: &str) -> Option<&str> {
    let line = line.trim_end().strip_suffix(')')?;
    Some(line[..line.rfind(" (")?].trim())
}

/// The roadmap's weeks ("### Week 3: focus (2 h)") and their tasks ("- text (45 min)"): each
/// week's focus and task texts, where the week still has as many tasks as the plan.
fn roadmap(text: &str, plan: &mut Plan) {
    let Some(lines) = section(text, "90-day roadmap") else { return };
    let mut weeks: Vec<(u8, String, Vec<String>)> = Vec::new();
    for line in lines {
        if let Some(rest) = line.trim().strip_prefix("### Week ") {
            let Some((number, focus)) = rest.split_once(": ") else { continue };
            let Ok(number) = number.parse() else { continue };
            let focus = before_parenthesis(focus).map(plain).unwrap_or_default();
            weeks.push((number, focus, Vec::new()));
        } else if let (Some(task), Some(week)) = (line.trim().strip_prefix("- "), weeks.last_mut())
        {
            week.2.extend(before_parenthesis(task).map(plain));
        }
    }
    for (number, focus, tasks) in weeks {
        let Some(week) = plan.roadmap.iter_mut().find(|w| w.week == number) else { continue };
        if !focus.is_empty() {
            week.focus = focus;
        }
        if tasks.len() == week.tasks.len() {
            for (task, text) in week.tasks.iter_mut().zip(tasks) {
                if !text.is_empty() {
                    task.text = text;
                }
            }
        }
    }
}

/// The sections of `text` (their `##` headings) that no longer match `plan` (read back
/// first), rendered for `business` in `currency`.
pub fn apart(text: &str, business: &str, plan: &Plan, currency: &Currency) -> Vec<String> {
    let rendered = render::markdown(business, plan, currency);
    rendered
        .lines()
        .filter_map(|l| l.strip_prefix("## "))
        .filter(|heading| section(text, heading) != section(&rendered, heading))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Plan {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/ai-replays/porto-azulejos-whole/resp-1.txt");
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn the_rendered_text_reads_back_unchanged() {
        let plan = sample();
        let euro = Currency::new("eur");
        let text = render::markdown("Oficina Azul", &plan, &euro);
        let mut again = plan.clone();
        assert_eq!(read_back(&text, &mut again), ReadBack::default());
        assert_eq!(again, plan);
        assert_eq!(apart(&text, "Oficina Azul", &again, &euro), Vec::<String>::new());
    }

    #[test]
    fn edits_to_the_positioning_keywords_and_idea_titles_reach_the_data_and_the_rest_is_named() {
        let plan = sample();
        let text = render::markdown("Oficina Azul", &plan, &Currency::default())
            .replace(
                &super::super::text::md(&plan.positioning),
                "Tile work for old Porto houses, done by hand.",
            )
            .replace(
                &format!("**{}**", super::super::text::md(&plan.keywords[0].phrase)),
                "**azulejos porto restauro**",
            )
            .replace(
                &super::super::text::md(&plan.content_ideas[2].title),
                "A new title for the third idea",
            )
            .replace(
                "## 90-day roadmap\n\n",
                "## 90-day roadmap\n\nA sentence of the strategist's.\n\n",
            );
        let mut edited = plan.clone();
        let done = read_back(&text, &mut edited);
        assert_eq!(edited.positioning, "Tile work for old Porto houses, done by hand.");
        assert_eq!(edited.keywords[0].phrase, "azulejos porto restauro");
        assert_eq!(edited.keywords[0].why, plan.keywords[0].why);
        assert_eq!(edited.content_ideas[2].title, "A new title for the third idea");
        assert_eq!(
            done.renamed,
            vec![(
                plan.content_ideas[2].title.clone(),
                "A new title for the third idea".to_owned()
            )]
        );
        assert_eq!(
            apart(&text, "Oficina Azul", &edited, &Currency::default()),
            vec!["90-day roadmap".to_owned()]
        );
    }

    #[test]
    fn edits_to_a_weeks_focus_and_tasks_reach_the_roadmap() {
        let plan = sample();
        let week = &plan.roadmap[1];
        let md = super::super::text::md;
        let text = render::markdown("Oficina Azul", &plan, &Currency::default())
            .replace(&format!(": {} (", md(&week.focus)), ": Meet the neighbours (")
            .replace(
                &format!("- {} (", md(&week.tasks[0].text)),
                "- Knock on ten doors (a list) (",
            );
        let mut edited = plan.clone();
        read_back(&text, &mut edited);
        assert_eq!(edited.roadmap[1].focus, "Meet the neighbours");
        assert_eq!(edited.roadmap[1].tasks[0].text, "Knock on ten doors (a list)");
        assert_eq!(edited.roadmap[1].tasks[0].minutes, week.tasks[0].minutes);
        assert_eq!(edited.roadmap[0], plan.roadmap[0]);
    }
}
