//! A person's data, found by e-mail address: everything stored about them as one JSON
//! document, and its erasure. Analytics never hold an address (visitors are counted by a hash
//! salted afresh each day), so there is nothing of theirs there to find.
//!
//! Erasure deletes their leads (with every draft and its history), every e-mail queued to them
//! or about their leads, and their newsletter subscription. Orders are kept for the accounts
//! (amount, currency, dates, status, Stripe's PaymentIntent id) with the name and address
//! removed. All of it happens in one transaction, recorded with who asked.

pub mod api;

use rusqlite::types::ValueRef;
use rusqlite::{Connection, params};
use serde::Serialize;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

/// Who asked: an admin's username, or `command line`.
pub type Actor<'a> = &'a str;

/// What an erasure removed (or an export found).
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub leads: usize,
    pub strategies: usize,
    pub emails: usize,
    pub newsletter_subscriptions: usize,
    pub orders: usize,
    pub plan_pages: usize,
}

impl Counts {
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} lead(s), {} plan draft(s), {} plan page(s), {} e-mail(s), {} newsletter subscription(s), {} order(s)",
            self.leads,
            self.strategies,
            self.plan_pages,
            self.emails,
            self.newsletter_subscriptions,
            self.orders
        )
    }
}

const LEADS: &str = "SELECT * FROM leads WHERE lower(email) = lower(?1) ORDER BY id";
const STRATEGIES: &str = "SELECT s.* FROM strategies s JOIN leads l ON l.id = s.lead_id WHERE lower(l.email) = lower(?1) ORDER BY s.id";
const STRATEGY_EVENTS: &str =
    "SELECT e.* FROM strategy_events e JOIN strategies s ON s.id = e.strategy_id
     JOIN leads l ON l.id = s.lead_id WHERE lower(l.email) = lower(?1) ORDER BY e.id";
/// Mail to them, and mail about their leads (the admin's alerts carry their answers).
const EMAILS: &str = "SELECT id, kind, recipient, subject, text_body, status, created_at, sent_at FROM outbox
     WHERE lower(recipient) = lower(?1) OR lead_id IN (SELECT id FROM leads WHERE lower(email) = lower(?1)) ORDER BY id";
/// Their plan pages (the link, the Monday e-mails' state, visits), with what they ticked and
/// wrote on them.
const PLAN_PAGES: &str = "SELECT p.id, p.strategy_id, p.token, p.starts_on, p.time_zone, p.created_at, p.active_at, p.revoked_at,
     p.mailed_week, p.mails_sent, p.unsubscribed_at, p.paused_at, p.visits, p.last_visit_at, p.opened_weeks,
     (SELECT json_group_array(json_object('week', t.week, 'task', t.task, 'tickedAt', t.ticked_at))
        FROM plan_ticks t WHERE t.page_id = p.id) AS ticks,
     (SELECT json_group_array(json_object('kpi', f.kpi, 'day', f.day, 'value', f.value, 'writtenAt', f.written_at))
        FROM plan_figures f WHERE f.page_id = p.id) AS figures
     FROM plan_pages p JOIN leads l ON l.id = p.lead_id WHERE lower(l.email) = lower(?1) ORDER BY p.id";
const SUBSCRIPTION: &str = "SELECT email, status, created_at, confirmed_at, unsubscribed_at FROM subscribers WHERE email = ?1 COLLATE NOCASE";
const ORDERS: &str = "SELECT id, payment_intent_id, email, customer_name, amount_cents, currency, status, amount_refunded_cents,
     created_at, paid_at, refunded_at FROM orders WHERE lower(email) = lower(?1) ORDER BY id";

/// Every row `sql` (with the address as `?1`) returns, as JSON objects named by column.
fn rows(conn: &Connection, sql: &str, email: &str) -> rusqlite::Result<Vec<Value>> {
    let mut statement = conn.prepare(sql)?;
    let names: Vec<String> = statement.column_names().map(str::to_owned).collect();
    let mut rows = statement.query([email])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let mut object = Map::new();
        for (i, name) in names.iter().enumerate() {
            let value = match row.get_ref(i)? {
                ValueRef::Null => Value::Null,
                ValueRef::Integer(n) => json!(n),
                ValueRef::Real(x) => json!(x),
                ValueRef::Text(text) => {
                    let text = String::from_utf8_lossy(text);
                    // Lists and plans are stored as JSON: show them as JSON, not as strings.
                    match text.as_bytes().first() {
                        Some(b'[' | b'{') => {
                            serde_json::from_str(&text).unwrap_or(Value::String(text.into_owned()))
                        }
                        _ => Value::String(text.into_owned()),
                    }
                }
                ValueRef::Blob(_) => Value::String("(binary)".into()),
            };
            object.insert(name.clone(), value);
        }
        out.push(Value::Object(object));
    }
    Ok(out)
}

/// Everything stored about `email`, as one document, with what was found counted.
pub fn export(conn: &Connection, email: &str, now: &str) -> rusqlite::Result<(Value, Counts)> {
    let leads = rows(conn, LEADS, email)?;
    let strategies = rows(conn, STRATEGIES, email)?;
    let history = rows(conn, STRATEGY_EVENTS, email)?;
    let emails = rows(conn, EMAILS, email)?;
    let subscription = rows(conn, SUBSCRIPTION, email)?.into_iter().next();
    let orders = rows(conn, ORDERS, email)?;
    let plan_pages = rows(conn, PLAN_PAGES, email)?;
    let counts = Counts {
        plan_pages: plan_pages.len(),
        leads: leads.len(),
        strategies: strategies.len(),
        emails: emails.len(),
        newsletter_subscriptions: usize::from(subscription.is_some()),
        orders: orders.len(),
    };
    let document = json!({
        "email": email,
        "exportedAt": now,
        "leads": leads,
        "strategies": strategies,
        "strategyHistory": history,
        "emails": emails,
        "newsletterSubscription": subscription,
        "orders": orders,
        "planPages": plan_pages,
        "analytics": "Analytics never store an e-mail address or anything that leads to one: page views are counted by a hash salted afresh each day.",
    });
    Ok((document, counts))
}

/// Erases `email`'s data in the caller's transaction; returns what went.
pub fn erase(conn: &Connection, email: &str, now: &str) -> rusqlite::Result<Counts> {
    let strategies: i64 =
        conn.query_row(&format!("SELECT count(*) FROM ({STRATEGIES})"), [email], |r| r.get(0))?;
    let strategies = usize::try_from(strategies).unwrap_or_default();
    let plan_pages: i64 =
        conn.query_row(&format!("SELECT count(*) FROM ({PLAN_PAGES})"), [email], |r| r.get(0))?;
    let plan_pages = usize::try_from(plan_pages).unwrap_or_default();
    let emails = conn.execute(
        "DELETE FROM outbox WHERE lower(recipient) = lower(?1) OR lead_id IN (SELECT id FROM leads WHERE lower(email) = lower(?1))",
        [email],
    )?;
    // Drafts and their history, and plan pages with their ticks and figures, go with the leads
    // (ON DELETE CASCADE).
    let leads = conn.execute("DELETE FROM leads WHERE lower(email) = lower(?1)", [email])?;
    let newsletter_subscriptions =
        conn.execute("DELETE FROM subscribers WHERE email = ?1 COLLATE NOCASE", [email])?;
    let orders = conn.execute(
        "UPDATE orders SET email = '', customer_name = '', lead_id = NULL, updated_at = ?2 WHERE lower(email) = lower(?1)",
        params![email, now],
    )?;
    Ok(Counts { leads, strategies, emails, newsletter_subscriptions, orders, plan_pages })
}

/// Records an export or erasure, keeping only a hash of the address.
pub fn record(
    conn: &Connection,
    action: &str,
    email: &str,
    actor: Actor<'_>,
    counts: &Counts,
    now: &str,
) -> rusqlite::Result<()> {
    let hash = hex::encode(Sha256::digest(email.trim().to_lowercase().as_bytes()));
    let summary = serde_json::to_string(counts).expect("counts serialize");
    conn.execute(
        "INSERT INTO privacy_requests (action, email_hash, actor, at, summary) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![action, hash, actor, now, summary],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests;
