//! Real runs of the AI path, replayed. Each folder under `tests/fixtures/ai-replays/` holds a
//! business's survey answers and one run's requests and answers (`req-N.json`, `resp-N.txt`),
//! recorded with an endpoint whose answers a capable writer wrote by hand, playing the model.
//! The product is asked again here, and the local provider answers with the recorded answers:
//! a first answer in the survey's values is accepted as it is, an answer that breaks a rule gets
//! exactly one correction, and the five parts of a sectioned run make a plan that keeps every
//! rule.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use plansmith::config::{AiConfig, AiMode};
use plansmith::content::trades::Trades;
use plansmith::leads::model::NewLead;
use plansmith::plan::model::Author;
use plansmith::strategies::generator::{self, Written};
use plansmith::strategies::llm::ChatCompletions;
use serde_json::Value;

use crate::support::{AiBehaviour, AiRequests, FakeAi};

fn recordings(mode: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ai-replays");
    let mut found: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().ends_with(&format!("-{mode}")))
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no {mode} recordings");
    found
}

/// The recorded answers, in order.
fn answers(recording: &Path) -> Vec<String> {
    (1..)
        .map(|n| recording.join(format!("resp-{n}.txt")))
        .take_while(|path| path.exists())
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

fn lead(recording: &Path) -> NewLead {
    plansmith::commands::plan::read_answers(&recording.join("answers.json")).unwrap()
}

/// Has the product write `lead`'s plan (and, with `package_copy`, the package's copy) against
/// a local provider answering `replies` in turn.
async fn replay(
    lead: NewLead,
    replies: Vec<String>,
    mode: AiMode,
    package_copy: bool,
) -> (Written, AiRequests) {
    let ai = FakeAi::start(AiBehaviour::Replies(replies)).await;
    let config = AiConfig {
        base_url: ai.base_url.clone(),
        model: "test-model".to_owned(),
        api_key: None,
        timeout_secs: 30,
        daily_draft_limit: 10,
        mode,
        package_copy,
    };
    let provider = ChatCompletions::new(config, Arc::new(Trades::default()), Default::default());
    let written = tokio::task::spawn_blocking(move || generator::write(&provider, &lead, None))
        .await
        .unwrap();
    (written, ai.requests.clone())
}

#[tokio::test]
async fn recorded_first_answers_in_the_surveys_values_are_accepted_as_they_are() {
    for recording in recordings("whole") {
        let replies = answers(&recording);
        assert_eq!(replies.len(), 1, "{}: recorded with a correction", recording.display());
        let lead = lead(&recording);
        let (written, requests) = replay(lead.clone(), replies, AiMode::Whole, false).await;
        assert_eq!(
            written.generator,
            "AI: test-model",
            "{}: {:?}",
            recording.display(),
            written.note
        );
        assert_eq!(
            requests.lock().unwrap().len(),
            1,
            "{}: no correction round",
            recording.display()
        );
        let plan = written.draft.plan.unwrap();
        assert_eq!(violations(&lead, &plan), vec![]);
        assert_eq!(plan.written_by, Author::Ai);
        assert!(!plan.trade.is_empty(), "{}: the model names the trade", recording.display());
        let effort = written.draft.effort;
        assert_eq!(effort.rounds, Some(1));
        assert!(
            effort.tokens_in.unwrap() > 1000 && effort.tokens_out.unwrap() > 1000,
            "{effort:?}"
        );
        for entry in &plan.challenge_actions {
            assert!(written.draft.text.contains(entry.heading()), "{}", entry.heading());
        }
    }
}

#[tokio::test]
async fn a_recorded_answer_with_a_broken_rule_gets_exactly_one_correction() {
    let recording = &recordings("whole")[0];
    let lead = lead(recording);
    let good = answers(recording).remove(0);
    let mut broken: Value = serde_json::from_str(&good).unwrap();
    let dropped = broken["challengeActions"].as_array_mut().unwrap().remove(0);
    let (written, requests) =
        replay(lead.clone(), vec![broken.to_string(), good], AiMode::Whole, false).await;
    assert_eq!(written.generator, "AI: test-model", "{:?}", written.note);
    assert_eq!(written.draft.effort.rounds, Some(2));
    let requests = requests.lock().unwrap().clone();
    assert_eq!(requests.len(), 2, "exactly one correction");
    let messages = requests[1].1["messages"].as_array().unwrap();
    let feedback = messages.last().unwrap()["content"].as_str().unwrap();
    let challenge: plansmith::leads::model::Challenge =
        serde_json::from_value(dropped["challenge"].clone()).unwrap();
    let name = plansmith::plan::check::challenge_name(&lead, challenge);
    assert!(feedback.contains(&format!("The challenge \"{name}\" has no actions")), "{feedback}");
    assert_eq!(
        plansmith::plan::check(
            &lead,
            &written.draft.plan.unwrap(),
            &Default::default(),
            plansmith::content::trades::Catalogue::defaults()
        ),
        vec![]
    );
}

#[tokio::test]
async fn a_recorded_sectioned_run_assembles_a_plan_that_keeps_every_rule() {
    for recording in recordings("sections") {
        let replies = answers(&recording);
        let lead = lead(&recording);
        let (written, requests) =
            replay(lead.clone(), replies.clone(), AiMode::Sections, false).await;
        assert_eq!(
            written.generator,
            "AI: test-model",
            "{}: {:?}",
            recording.display(),
            written.note
        );
        let requests = requests.lock().unwrap().clone();
        assert_eq!(requests.len(), replies.len(), "every recorded answer was asked for again");
        for (_, request) in &requests {
            assert_eq!(request["response_format"]["json_schema"]["name"], "plan_part");
        }
        let plan = written.draft.plan.unwrap();
        assert_eq!(violations(&lead, &plan), vec![]);
        // Each part is the model's: its own words, not the built-in planner's.
        let builtin = plansmith::plan::builtin::write(&lead);
        assert_ne!(plan.positioning, builtin.positioning);
        assert_ne!(plan.keywords, builtin.keywords);
        assert_ne!(plan.roadmap, builtin.roadmap);
        assert_ne!(plan.kpis, builtin.kpis);
        assert_eq!(written.draft.effort.rounds, Some(replies.len() as u32));
    }
}

/// A recorded run with the package's copy: the plan is accepted, then the model writes every
/// content idea as a post and the ads the plan pays for; the copy keeps every limit, and the
/// package built on it carries the posts written out and the model's ads.
#[tokio::test]
async fn a_recorded_package_copy_is_accepted_and_fills_the_package() {
    let recording = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ai-replays/valparaiso-coffee-pro");
    let lead = lead(&recording);
    let replies = answers(&recording);
    assert_eq!(replies.len(), 2, "the plan, then the copy");
    let (written, requests) = replay(lead.clone(), replies, AiMode::Whole, true).await;
    let requests = requests.lock().unwrap().clone();
    assert_eq!(requests.len(), 2, "one answer each, no correction");
    assert_eq!(requests[1].1["response_format"]["json_schema"]["name"], "pro_copy");
    assert_eq!(written.draft.effort.rounds, Some(1), "the plan's rounds; the copy's are its own");
    let plan = written.draft.plan.unwrap();
    let copy = written.draft.pro.expect("the package copy");
    assert_eq!(copy.posts.len(), plan.content_ideas.len());
    let buyer = plansmith::payments::package::Buyer {
        name: "Ana",
        order_id: Some(7),
        purchased: jiff::civil::date(2026, 11, 25),
        plan_started: None,
        price: "$99",
        support_email: "help@example.com",
        site_url: "https://plans.example",
        catalogue: plansmith::content::trades::Catalogue::defaults(),
        currency: &Default::default(),
    };
    let text = plansmith::payments::package::write_on_draft(&lead, &plan, Some(&copy), &buyer);
    assert!(text.contains("### Your posts, written out"));
    // The worksheet runs the model's searches and names the competitors the founder named.
    assert!(
        text.contains(&format!("| Google | \"{}\" |", copy.searches[0])),
        "the model's searches"
    );
    let named: Vec<_> = copy.rivals.iter().filter(|r| r.named).collect();
    assert!(!named.is_empty(), "the founder names their competitors");
    for rival in named {
        assert!(text.contains(&format!("- **{}** (you named them)", rival.name)), "{}", rival.name);
    }
    let first = &copy.posts[0];
    assert!(text.contains(&first.hook) || copy.posts.iter().any(|p| text.contains(&p.hook)));
    if let Some(meta) = &copy.meta {
        assert!(text.contains(&meta.primary_texts[0]), "the model's ad text");
        assert_eq!(meta.primary_texts.len(), 5, "Meta's five texts");
    }
    // A post that goes out again does so with the body the model wrote for its second outing.
    assert!(
        copy.posts
            .iter()
            .any(|p| !p.again_caption.is_empty() && text.contains(p.again_caption.trim())),
        "a repost's own body"
    );
    assert_eq!(
        plansmith::payments::package::proofread(
            &lead,
            &plan,
            Some(&copy),
            &text,
            plansmith::content::trades::Catalogue::defaults()
        ),
        Vec::<String>::new()
    );
}

/// What the checker finds in `plan`, with the default currency and trade catalogue.
fn violations(
    lead: &plansmith::leads::model::NewLead,
    plan: &plansmith::plan::Plan,
) -> Vec<plansmith::plan::Violation> {
    plansmith::plan::check(
        lead,
        plan,
        &Default::default(),
        plansmith::content::trades::Catalogue::defaults(),
    )
}
