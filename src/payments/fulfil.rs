//! What Stripe's events do to orders. Only a signed `payment_intent.succeeded` marks an order
//! paid, and in that same transaction the Pro package e-mail is queued.

use std::sync::Arc;

use rusqlite::Connection;

use super::{Price, package, repo, stripe, webhook};
use crate::db::{Db, DbError, now_utc};
use crate::http::error::ApiError;
use crate::leads::model::NewLead;
use crate::mail::{Attachment, Email, Mailer};

/// Applies Stripe's events to orders.
pub struct Fulfilment {
    pub db: Db,
    pub package: Arc<PackageMail>,
    /// Live keys are configured: only live events pay orders (and test events with test keys).
    pub livemode: bool,
}

/// Writes the Pro package e-mail.
pub struct PackageMail {
    pub mailer: Arc<Mailer>,
    /// For the purchase date.
    pub tz: jiff::tz::TimeZone,
    pub support_email: String,
    pub site_url: String,
    pub price: Price,
    /// The trades the built-in planner knows, for a package without an approved plan.
    pub trades: Arc<crate::content::trades::Trades>,
}

impl PackageMail {
    /// The package for `order`, written from the buyer's survey answers when there are any.
    fn email(&self, order: &repo::Order, answers: &Answers) -> Email {
        let currency = self.price.currency();
        let catalogue = self.trades.get();
        let buyer = package::Buyer {
            name: &order.customer_name,
            order_id: Some(order.id),
            purchased: jiff::Timestamp::now().to_zoned(self.tz.clone()).date(),
            plan_started: answers.started,
            price: &self.price.label,
            support_email: &self.support_email,
            site_url: &self.site_url,
            catalogue: &catalogue,
            currency: &currency,
        };
        let (draft, pro) = match &answers.draft {
            Some((plan, pro)) => (Some(plan), pro.as_ref()),
            None => (None, None),
        };
        let markdown = match (&answers.lead, draft) {
            (Some(lead), Some(plan)) if answers.approved.is_none() => {
                package::write_on_draft(lead, plan, pro, &buyer)
            }
            _ => package::write(answers.lead.as_ref(), answers.approved.as_ref(), &buyer),
        };
        if let Some(lead) = &answers.lead {
            // The plan the package was built on: the approved one, else the draft, else the
            // built-in planner's.
            let plan = answers
                .approved
                .as_ref()
                .and_then(|a| a.plan.clone())
                .or_else(|| draft.cloned())
                .unwrap_or_else(|| crate::plan::builtin::write_with(lead, &catalogue, &currency));
            // The package goes out within minutes as promised; what the proofreader finds is
            // logged for the operator to follow up.
            let pro = answers.approved.as_ref().and_then(|a| a.pro.as_ref()).or(pro);
            for problem in package::proofread(lead, &plan, pro, &markdown, &catalogue) {
                tracing::warn!(order_id = order.id, %problem, "Pro package proofreading");
            }
        }
        let rendered = self.mailer.templates.pro_package(&order.customer_name, &markdown);
        Email {
            kind: "pro_package",
            dedupe_key: format!("order:{}:pro_package", order.id),
            to: order.email.clone(),
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            headers: Vec::new(),
            lead_id: answers.lead_id,
            attachments: package::files(
                answers.lead.as_ref(),
                answers.approved.as_ref(),
                draft,
                pro,
                &buyer,
            )
            .into_iter()
            .map(|file| Attachment {
                name: file.name.to_owned(),
                content_type: file.content_type.to_owned(),
                text: file.text,
            })
            .collect(),
        }
    }
}

impl Fulfilment {
    /// Handles each event id once: a succeeded PaymentIntent marks its order paid and queues
    /// the Pro package, a failed one records why, a refund records how much.
    pub async fn handle(&self, event: webhook::Event) -> Result<(), ApiError> {
        let package = self.package.clone();
        let (event_id, kind) = (event.id.clone(), event.kind.clone());
        let object = event.data.object;
        let expected_mode = self.livemode;
        let mode_matches = event.livemode == expected_mode;
        let outcome = match kind.as_str() {
            "payment_intent.succeeded" | "payment_intent.payment_failed" => {
                let intent: webhook::PaymentIntent =
                    serde_json::from_value(object).map_err(|err| ApiError::BadRequest {
                        message: format!("Not a PaymentIntent: {err}"),
                        field: None,
                    })?;
                let succeeded = kind == "payment_intent.succeeded";
                // The package is written here, so the writer thread only inserts it.
                let prepared = if succeeded { self.prepare(&intent).await? } else { None };
                self.db
                    .write(move |conn| -> Result<Outcome, DbError> {
                        if !repo::first_delivery(conn, &event_id, &kind, &now_utc())? {
                            return Ok(Outcome::Duplicate);
                        }
                        if succeeded {
                            fulfil(
                                conn,
                                &package,
                                &intent,
                                prepared,
                                mode_matches.then_some(()).ok_or(expected_mode),
                            )
                        } else {
                            record_failure(conn, &intent)
                        }
                    })
                    .await?
            }
            "charge.refunded" => {
                let charge: webhook::Charge = serde_json::from_value(object).map_err(|err| {
                    ApiError::BadRequest { message: format!("Not a Charge: {err}"), field: None }
                })?;
                self.db
                    .write(move |conn| -> Result<Outcome, DbError> {
                        if !repo::first_delivery(conn, &event_id, &kind, &now_utc())? {
                            return Ok(Outcome::Duplicate);
                        }
                        record_refund(conn, &charge)
                    })
                    .await?
            }
            _ => {
                self.db
                    .write(move |conn| repo::first_delivery(conn, &event_id, &kind, &now_utc()))
                    .await?;
                Outcome::Ignored
            }
        };
        if let Outcome::Fulfilled = outcome {
            self.package.mailer.wake();
        }
        tracing::info!(event = %event.id, kind = %event.kind, outcome = ?outcome, "Stripe event");
        Ok(())
    }

    /// The package e-mail for the order `intent` pays, when that order is already recorded.
    async fn prepare(&self, intent: &webhook::PaymentIntent) -> Result<Option<Prepared>, ApiError> {
        if !is_pro(intent) {
            return Ok(None);
        }
        let (pi, package) = (intent.id.clone(), self.package.clone());
        let found = self
            .db
            .read(move |conn| -> Result<_, DbError> {
                let Some(order) = repo::by_payment_intent(conn, &pi)? else { return Ok(None) };
                let answers = newest_answers(conn, &order)?;
                Ok(Some((order, answers)))
            })
            .await?;
        Ok(found.map(|(order, answers)| Prepared {
            order_id: order.id,
            email: package.email(&order, &answers),
        }))
    }
}

/// Whether `intent` is a Pro plan purchase (Stripe accounts are shared with other products).
fn is_pro(intent: &webhook::PaymentIntent) -> bool {
    intent.metadata.get("product").map(String::as_str) == Some(stripe::PRODUCT)
}

/// A package e-mail written ahead of the transaction that marks its order paid.
struct Prepared {
    order_id: i64,
    email: Email,
}

/// What the package is written from: the buyer's newest answers, and the plan a strategist
/// approved for them, if any.
struct Answers {
    lead_id: Option<i64>,
    lead: Option<NewLead>,
    approved: Option<package::Approved>,
    /// Without an approved plan, the newest draft's plan and the package copy written for it.
    draft: Option<(crate::plan::Plan, Option<crate::plan::pro::ProCopy>)>,
    /// The Monday the plan's week 1 began: the one after it was drafted.
    started: Option<jiff::civil::Date>,
}

/// Data that no longer parses (an older shape) is left out; the approved text still goes.
fn parsed<T: serde::de::DeserializeOwned>(json: Option<&String>) -> Option<T> {
    json.and_then(|json| serde_json::from_str(json).ok())
}

/// The newest answers for the buyer's address, whether they came before or after checkout
/// began, with the newest plan approved for them, else the newest draft awaiting review.
fn newest_answers(conn: &Connection, order: &repo::Order) -> Result<Answers, DbError> {
    let lead_id = repo::lead_for_email(conn, &order.email)?.or(order.lead_id);
    let Some(id) = lead_id else {
        return Ok(Answers { lead_id, lead: None, approved: None, draft: None, started: None });
    };
    let lead = crate::leads::repo::get(conn, id)?.map(|lead| lead.answers);
    let found = crate::strategies::repo::for_package(conn, id)?;
    // Drafted at an instant; its week 1 is the Monday after, in UTC (a day's difference at most).
    let started = found
        .as_ref()
        .and_then(|row| row.created_at.parse::<jiff::Timestamp>().ok())
        .map(|at| crate::plan::holidays::first_monday(at.to_zoned(jiff::tz::TimeZone::UTC).date()));
    let (approved, draft) = match found {
        Some(row) if row.approved => (
            Some(package::Approved {
                text: row.text,
                plan: parsed(row.plan.as_ref()),
                pro: parsed(row.pro_copy.as_ref()),
            }),
            None,
        ),
        Some(row) => {
            (None, parsed(row.plan.as_ref()).map(|plan| (plan, parsed(row.pro_copy.as_ref()))))
        }
        None => (None, None),
    };
    Ok(Answers { lead_id, lead, approved, draft, started })
}

#[derive(Debug)]
enum Outcome {
    Duplicate,
    Ignored,
    Fulfilled,
    NeedsAttention,
    Updated,
    UnknownOrder,
}

/// Marks the order paid and queues the Pro package, in the caller's transaction: the one
/// `prepared` when it is for this order, else one written here (an order recorded meanwhile,
/// or paid without a pending order here).
///
/// A payment that is not what the server asked Stripe for (another amount or currency, or a
/// test event reaching live keys and the reverse) is recorded on the order as needing
/// attention and not fulfilled. `mode` is `Err(expected livemode)` when the event's mode is
/// wrong.
fn fulfil(
    conn: &Connection,
    package: &PackageMail,
    intent: &webhook::PaymentIntent,
    prepared: Option<Prepared>,
    mode: Result<(), bool>,
) -> Result<Outcome, DbError> {
    if !is_pro(intent) {
        return Ok(Outcome::Ignored);
    }
    let now = now_utc();
    let (order, asked) = match repo::by_payment_intent(conn, &intent.id)? {
        Some(order) => {
            let asked = (order.amount_cents, order.currency.clone());
            (order, asked)
        }
        None => {
            // Paid without a pending order here (e.g. the database was restored from an older
            // backup): the PaymentIntent's own metadata says who bought.
            let email = intent
                .metadata
                .get("email")
                .or(intent.receipt_email.as_ref())
                .cloned()
                .unwrap_or_default();
            let name = intent.metadata.get("customer_name").cloned().unwrap_or_default();
            let lead_id = repo::lead_for_email(conn, &email)?;
            let new = repo::NewOrder {
                payment_intent_id: &intent.id,
                email: &email,
                customer_name: &name,
                amount_cents: intent.amount,
                currency: &intent.currency,
                lead_id,
            };
            repo::insert_pending(conn, &new, &now)?;
            let order = repo::by_payment_intent(conn, &intent.id)?
                .ok_or_else(|| DbError::Other(anyhow::anyhow!("order vanished")))?;
            (order, (package.price.amount_minor, package.price.currency.clone()))
        }
    };
    let problem = if let Err(live) = mode {
        Some(format!(
            "Stripe reported this payment in {} mode, but the configured keys are {} keys",
            if live { "test" } else { "live" },
            if live { "live" } else { "test" }
        ))
    } else if intent.amount != asked.0 || !intent.currency.eq_ignore_ascii_case(&asked.1) {
        Some(format!(
            "Stripe reported {} {} paid, but checkout asked for {} {}",
            intent.amount,
            intent.currency.to_uppercase(),
            asked.0,
            asked.1.to_uppercase()
        ))
    } else {
        None
    };
    if let Some(reason) = problem {
        tracing::warn!(order = order.id, reason = %reason, "a Pro payment needs attention: not fulfilled");
        repo::mark_needs_attention(conn, order.id, &reason, &now)?;
        return Ok(Outcome::NeedsAttention);
    }
    if !repo::mark_paid(conn, order.id, &now)? {
        return Ok(Outcome::Updated);
    }
    let email = match prepared {
        Some(prepared) if prepared.order_id == order.id => prepared.email,
        _ => package.email(&order, &newest_answers(conn, &order)?),
    };
    package.mailer.enqueue(conn, &email)?;
    Ok(Outcome::Fulfilled)
}

fn record_failure(conn: &Connection, intent: &webhook::PaymentIntent) -> Result<Outcome, DbError> {
    let Some(order) = repo::by_payment_intent(conn, &intent.id)? else {
        return Ok(Outcome::UnknownOrder);
    };
    let message = intent
        .last_payment_error
        .as_ref()
        .and_then(|e| e.message.clone())
        .unwrap_or_else(|| "The payment failed".into());
    repo::mark_failed(conn, order.id, &message, &now_utc())?;
    Ok(Outcome::Updated)
}

fn record_refund(conn: &Connection, charge: &webhook::Charge) -> Result<Outcome, DbError> {
    let Some(pi) = charge.payment_intent.as_deref() else {
        return Ok(Outcome::UnknownOrder);
    };
    let Some(order) = repo::by_payment_intent(conn, pi)? else {
        return Ok(Outcome::UnknownOrder);
    };
    let full = charge.refunded || charge.amount_refunded >= charge.amount;
    repo::mark_refunded(conn, order.id, charge.amount_refunded, full, &now_utc())?;
    Ok(Outcome::Updated)
}
