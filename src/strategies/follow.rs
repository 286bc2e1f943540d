//! A draft's plan data following its edited text (`plan::read_back`): the positioning, the
//! keywords and the content ideas' titles, and the Pro package's copy written for those ideas.

use rusqlite::{Connection, OptionalExtension};

/// The plan and copy JSON of draft `id` (pending review) after `text` is read back into them;
/// as stored when they cannot be read.
pub fn edited(
    conn: &Connection,
    id: i64,
    text: &str,
) -> rusqlite::Result<(Option<String>, Option<String>)> {
    let stored: Option<(Option<String>, Option<String>, String)> = conn
        .prepare_cached(
            "SELECT s.plan, s.pro_copy, l.business_name FROM strategies s JOIN leads l ON l.id = s.lead_id
             WHERE s.id = ?1 AND s.status = 'pending_review'",
        )?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let (mut plan_json, mut copy_json) = match &stored {
        Some((plan, copy, _)) => (plan.clone(), copy.clone()),
        None => (None, None),
    };
    if let Some((Some(json), _, _)) = &stored
        && let Ok(mut plan) = serde_json::from_str::<crate::plan::Plan>(json)
    {
        let done = crate::plan::read_back::read_back(text, &mut plan);
        plan_json = serde_json::to_string(&plan).ok().or(plan_json);
        // The copy written for an idea follows its new title.
        if let (false, Some(json)) = (done.renamed.is_empty(), &copy_json)
            && let Ok(mut copy) = serde_json::from_str::<serde_json::Value>(json)
        {
            for post in copy["posts"].as_array_mut().into_iter().flatten() {
                let idea = post["idea"].as_str().unwrap_or_default().trim().to_owned();
                if let Some((_, after)) =
                    done.renamed.iter().find(|(before, _)| before.trim() == idea)
                {
                    post["idea"] = serde_json::Value::String(after.clone());
                }
            }
            copy_json = serde_json::to_string(&copy).ok().or(copy_json);
        }
    }
    Ok((plan_json, copy_json))
}
