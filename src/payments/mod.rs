//! The $99 Pro plan: PaymentIntents through Stripe, signed webhooks, and automatic fulfilment.
//!
//! Checkout asks for a PaymentIntent and records a pending order. Only Stripe's signed
//! `payment_intent.succeeded` marks it paid, and in that same transaction the Pro package
//! e-mail is queued (the promise is "within 5 minutes"; the outbox worker is woken at once).

pub mod package;
pub mod repo;
pub mod stripe;
pub mod webhook;

use std::sync::Arc;

use poem::Request;
use poem_openapi::param::{Header, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use rusqlite::Connection;
use sha2::{Digest, Sha256};

use crate::app::AppState;
use crate::auth::guard::AdminAuth;
use crate::db::{DbError, now_utc};
use crate::error::{ApiError, ErrorBody};
use crate::mail::Email;
use crate::payload::{JsonBody, RawJson};
use crate::ratelimit::{client_ip, describe_wait};

/// The Pro plan's price, fixed on the server.
pub const PRICE_CENTS: i64 = 9900;
pub const CURRENCY: &str = "usd";
const MAX_NAME: usize = 100;
/// Requests for the same buyer within this window get the same PaymentIntent (a reload or a
/// double effect does not create a second one).
const IDEMPOTENCY_WINDOW_SECS: i64 = 15 * 60;

const NOT_CONFIGURED: &str =
    "Online payments are not set up on this server yet. Please contact us to buy the Pro plan.";

pub struct PaymentsApi {
    pub state: Arc<AppState>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicConfig {
    /// Stripe publishable key; null when payments are not configured.
    pub stripe_publishable_key: Option<String>,
}

#[derive(Object, serde::Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PaymentIntentRequest {
    #[oai(validator(max_length = 254))]
    pub email: Option<String>,
    #[oai(validator(max_length = 100))]
    pub customer_name: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PaymentIntentCreated {
    /// For Stripe.js (`elements({ clientSecret })`).
    pub client_secret: String,
}

#[derive(ApiResponse)]
pub enum CreateIntentResponse {
    #[oai(status = 200)]
    Ok(Json<PaymentIntentCreated>),
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 413)]
    TooLarge(Json<ErrorBody>),
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
    /// Stripe failed or could not be reached.
    #[oai(status = 502)]
    BadGateway(Json<ErrorBody>),
    /// Payments are not configured on this server.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

/// A Stripe event, as documented by Stripe; only these fields are read.
#[derive(Object)]
pub struct StripeEvent {
    pub id: String,
    #[oai(rename = "type")]
    pub kind: String,
    pub data: serde_json::Value,
}

#[derive(Object)]
pub struct Received {
    pub received: bool,
}

#[derive(ApiResponse)]
pub enum WebhookResponse {
    /// Handled (or already handled before, or of no interest).
    #[oai(status = 200)]
    Ok(Json<Received>),
    /// Bad or stale signature, or not an event.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 413)]
    TooLarge(Json<ErrorBody>),
    /// Payments are not configured on this server.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::app::Tag::Payments")]
impl PaymentsApi {
    /// Public settings for the checkout page
    #[oai(path = "/config", method = "get", operation_id = "publicConfig")]
    async fn config(&self) -> Json<PublicConfig> {
        Json(PublicConfig { stripe_publishable_key: self.state.stripe.as_ref().map(|s| s.publishable_key.clone()) })
    }

    /// Start a Pro plan purchase
    ///
    /// Creates a $99.00 USD PaymentIntent (the amount is fixed on the server) and records a
    /// pending order. Only Stripe's webhook marks it paid.
    #[oai(path = "/create-payment-intent", method = "post", operation_id = "createPaymentIntent")]
    async fn create_payment_intent(
        &self,
        req: &Request,
        body: JsonBody<PaymentIntentRequest>,
    ) -> poem::Result<CreateIntentResponse> {
        let state = &self.state;
        let raw_email = body.0.email.unwrap_or_default();
        if raw_email.trim().is_empty() {
            return Err(ApiError::field("email", "Please enter your e-mail address").into());
        }
        let email = crate::leads::model::parse_email(raw_email.trim())?;
        let name = customer_name(body.0.customer_name.as_deref())?;
        let Some(stripe) = state.stripe.as_ref() else {
            return Err(ApiError::ServiceUnavailable(NOT_CONFIGURED.into()).into());
        };
        if let Some(ip) = client_ip(req, state.config.trust_proxy) {
            state.checkout_limit.check(ip).map_err(|wait| {
                ApiError::TooManyRequests(format!(
                    "Too many checkout attempts from your network. Please try again in {}.",
                    describe_wait(wait)
                ))
            })?;
        }
        let lookup = email.clone();
        let lead_id = state
            .db
            .read(move |conn| repo::lead_for_email(conn, &lookup).map_err(DbError::from))
            .await
            .map_err(ApiError::from)?;
        let request = stripe::IntentRequest {
            amount_cents: PRICE_CENTS,
            email: &email,
            customer_name: &name,
            lead_id,
            idempotency_key: idempotency_key(&email, &name, jiff::Timestamp::now().as_second()),
        };
        let intent = stripe.create_intent(&request).await.map_err(|err| {
            tracing::error!(error = format!("{err:#}"), "creating a Stripe PaymentIntent failed");
            ApiError::BadGateway(
                "The payment provider could not start your checkout. Please try again in a moment.".into(),
            )
        })?;
        let (pi, now) = (intent.id.clone(), now_utc());
        let (amount, currency) = (intent.amount_cents, intent.currency.clone());
        let order_id = state
            .db
            .write(move |conn| {
                let order = repo::NewOrder {
                    payment_intent_id: &pi,
                    email: &email,
                    customer_name: &name,
                    amount_cents: amount,
                    currency: &currency,
                    lead_id,
                };
                repo::insert_pending(conn, &order, &now).map_err(DbError::from)
            })
            .await
            .map_err(ApiError::from)?;
        tracing::info!(order_id, payment_intent = %intent.id, "checkout started");
        Ok(CreateIntentResponse::Ok(Json(PaymentIntentCreated { client_secret: intent.client_secret })))
    }

    /// Stripe webhook endpoint
    ///
    /// Verifies `Stripe-Signature` (HMAC-SHA256 over the raw body, 5-minute tolerance) and
    /// handles each event id once: `payment_intent.succeeded` (order paid, Pro package
    /// queued), `payment_intent.payment_failed`, `charge.refunded`. Other events are
    /// acknowledged and ignored.
    #[oai(path = "/stripe/webhook", method = "post", operation_id = "stripeWebhook")]
    async fn webhook(
        &self,
        #[oai(name = "Stripe-Signature")] signature: Header<Option<String>>,
        body: RawJson<StripeEvent>,
    ) -> poem::Result<WebhookResponse> {
        let Some(stripe) = self.state.stripe.as_ref() else {
            return Err(ApiError::ServiceUnavailable(NOT_CONFIGURED.into()).into());
        };
        let payload = body.0;
        webhook::verify(&stripe.webhook_secret, signature.0.as_deref(), &payload, jiff::Timestamp::now().as_second())
            .map_err(|err| {
            tracing::warn!(error = %err, "refused a Stripe webhook");
            ApiError::BadRequest { message: format!("Invalid Stripe signature: {err}"), field: None }
        })?;
        let event: webhook::Event = serde_json::from_slice(&payload)
            .map_err(|err| ApiError::BadRequest { message: format!("Not a Stripe event: {err}"), field: None })?;
        self.handle(event).await?;
        Ok(WebhookResponse::Ok(Json(Received { received: true })))
    }
}

impl PaymentsApi {
    async fn handle(&self, event: webhook::Event) -> Result<(), ApiError> {
        let state = self.state.clone();
        let (event_id, kind) = (event.id.clone(), event.kind.clone());
        let object = event.data.object;
        let outcome = match kind.as_str() {
            "payment_intent.succeeded" | "payment_intent.payment_failed" => {
                let intent: webhook::PaymentIntent = serde_json::from_value(object).map_err(|err| {
                    ApiError::BadRequest { message: format!("Not a PaymentIntent: {err}"), field: None }
                })?;
                let succeeded = kind == "payment_intent.succeeded";
                let db = state.db.clone();
                db.write(move |conn| -> Result<Outcome, DbError> {
                    if !repo::first_delivery(conn, &event_id, &kind, &now_utc())? {
                        return Ok(Outcome::Duplicate);
                    }
                    if succeeded { fulfil(conn, &state, &intent) } else { record_failure(conn, &intent) }
                })
                .await?
            }
            "charge.refunded" => {
                let charge: webhook::Charge = serde_json::from_value(object)
                    .map_err(|err| ApiError::BadRequest { message: format!("Not a Charge: {err}"), field: None })?;
                state
                    .db
                    .write(move |conn| -> Result<Outcome, DbError> {
                        if !repo::first_delivery(conn, &event_id, &kind, &now_utc())? {
                            return Ok(Outcome::Duplicate);
                        }
                        record_refund(conn, &charge)
                    })
                    .await?
            }
            _ => {
                state
                    .db
                    .write(move |conn| repo::first_delivery(conn, &event_id, &kind, &now_utc()).map_err(DbError::from))
                    .await?;
                Outcome::Ignored
            }
        };
        if let Outcome::Fulfilled = outcome {
            self.state.mailer.wake();
        }
        tracing::info!(event = %event.id, kind = %event.kind, outcome = ?outcome, "Stripe event");
        Ok(())
    }
}

#[derive(Debug)]
enum Outcome {
    Duplicate,
    Ignored,
    Fulfilled,
    Updated,
    UnknownOrder,
}

/// Marks the order paid and queues the Pro package, in the caller's transaction.
fn fulfil(conn: &Connection, state: &AppState, intent: &webhook::PaymentIntent) -> Result<Outcome, DbError> {
    if intent.metadata.get("product").map(String::as_str) != Some(stripe::PRODUCT) {
        return Ok(Outcome::Ignored);
    }
    let now = now_utc();
    let order = match repo::by_payment_intent(conn, &intent.id)? {
        Some(order) => order,
        None => {
            // Paid without a pending order here (e.g. the database was restored from an older
            // backup): the PaymentIntent's own metadata says who bought.
            let email = intent.metadata.get("email").or(intent.receipt_email.as_ref()).cloned().unwrap_or_default();
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
            repo::by_payment_intent(conn, &intent.id)?
                .ok_or_else(|| DbError::Other(anyhow::anyhow!("order vanished")))?
        }
    };
    if intent.amount != PRICE_CENTS || intent.currency != CURRENCY {
        tracing::warn!(order = order.id, amount = intent.amount, currency = %intent.currency, "a Pro PaymentIntent succeeded with an unexpected amount");
    }
    if !repo::mark_paid(conn, order.id, &now)? {
        return Ok(Outcome::Updated);
    }
    // The newest answers for this address, whether they came before or after checkout began.
    let lead_id = repo::lead_for_email(conn, &order.email)?.or(order.lead_id);
    let lead = match lead_id {
        Some(id) => crate::leads::repo::get(conn, id)?.map(|lead| lead.answers),
        None => None,
    };
    let purchased_on = jiff::Timestamp::now().to_zoned(state.config.tz.clone()).strftime("%B %-d, %Y").to_string();
    let buyer = package::Buyer {
        name: &order.customer_name,
        order_id: order.id,
        purchased_on: &purchased_on,
        support_email: &state.config.support_email,
        site_url: &state.config.site_url,
    };
    let markdown = package::write(lead.as_ref(), &buyer);
    let rendered = state.mailer.templates.pro_package(&order.customer_name, &markdown);
    state.mailer.enqueue(
        conn,
        &Email {
            kind: "pro_package",
            dedupe_key: format!("order:{}:pro_package", order.id),
            to: order.email.clone(),
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            headers: Vec::new(),
            lead_id,
        },
    )?;
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

/// The buyer's name: optional, one line, at most `MAX_NAME` characters.
fn customer_name(raw: Option<&str>) -> Result<String, ApiError> {
    let name = raw.unwrap_or_default().trim();
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::field(
            "customerName",
            format!("customerName is too long: at most {MAX_NAME} characters allowed"),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(ApiError::field("customerName", "customerName must be a single line of text"));
    }
    Ok(name.to_owned())
}

/// Stable for the same buyer within one window, so retries reuse one PaymentIntent.
fn idempotency_key(email: &str, name: &str, now_secs: i64) -> String {
    let window = now_secs.div_euclid(IDEMPOTENCY_WINDOW_SECS);
    let digest = Sha256::digest(format!("pro:{PRICE_CENTS}:{CURRENCY}:{email}:{name}:{window}"));
    format!("plansmith-pi-{}", hex::encode(&digest[..16]))
}

pub struct AdminOrdersApi {
    pub state: Arc<AppState>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderView {
    pub id: i64,
    pub email: String,
    pub customer_name: String,
    pub amount_cents: i64,
    pub currency: String,
    /// pending, paid, failed, refunded or partially_refunded.
    pub status: String,
    pub amount_refunded_cents: i64,
    pub failure_message: Option<String>,
    pub lead_id: Option<i64>,
    pub payment_intent_id: String,
    pub created_at: String,
    pub updated_at: String,
    pub paid_at: Option<String>,
    pub refunded_at: Option<String>,
}

impl From<repo::Order> for OrderView {
    fn from(o: repo::Order) -> Self {
        Self {
            id: o.id,
            email: o.email,
            customer_name: o.customer_name,
            amount_cents: o.amount_cents,
            currency: o.currency,
            status: o.status.as_str().to_owned(),
            amount_refunded_cents: o.amount_refunded_cents,
            failure_message: o.failure_message,
            lead_id: o.lead_id,
            payment_intent_id: o.payment_intent_id,
            created_at: o.created_at,
            updated_at: o.updated_at,
            paid_at: o.paid_at,
            refunded_at: o.refunded_at,
        }
    }
}

/// Money kept in one currency: charged minus refunded.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RevenueView {
    pub currency: String,
    pub net_cents: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct OrdersSummaryView {
    /// Paid orders, including partly refunded ones.
    pub paid_orders: i64,
    pub pending_orders: i64,
    pub failed_orders: i64,
    /// Fully or partly refunded orders.
    pub refunded_orders: i64,
    /// Net of refunds, one entry per currency (empty before the first payment).
    pub revenue: Vec<RevenueView>,
}

impl From<repo::Summary> for OrdersSummaryView {
    fn from(s: repo::Summary) -> Self {
        Self {
            paid_orders: s.paid,
            pending_orders: s.pending,
            failed_orders: s.failed,
            refunded_orders: s.refunded,
            revenue: s
                .revenue
                .into_iter()
                .map(|(currency, net_cents)| RevenueView {
                    currency,
                    net_cents,
                })
                .collect(),
        }
    }
}

#[derive(ApiResponse)]
pub enum OrdersSummary {
    #[oai(status = 200)]
    Ok(Json<OrdersSummaryView>),
    /// Missing, expired or revoked token.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum OrdersPage {
    /// Orders, newest first.
    #[oai(status = 200)]
    Ok(Json<Vec<OrderView>>, #[oai(header = "X-Total-Count")] i64),
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Missing, expired or revoked token.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::app::Tag::Admin")]
impl AdminOrdersApi {
    /// Pro plan orders
    ///
    /// Newest first, `pageSize` per page (1–100, default 50). `X-Total-Count` gives the number
    /// of orders.
    #[oai(path = "/admin/orders", method = "get", operation_id = "listOrders")]
    async fn list(
        &self,
        _auth: AdminAuth,
        #[oai(default = "crate::leads::api::default_page", validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<u32>,
        #[oai(
            name = "pageSize",
            default = "crate::leads::api::default_page_size",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        page_size: Query<u32>,
    ) -> poem::Result<OrdersPage> {
        let (page, page_size) = (page.0, page_size.0);
        let (orders, total) = self
            .state
            .db
            .read(move |conn| repo::page(conn, page, page_size).map_err(DbError::from))
            .await
            .map_err(ApiError::from)?;
        Ok(OrdersPage::Ok(Json(orders.into_iter().map(OrderView::from).collect()), total))
    }

    /// Order totals
    ///
    /// Counts by outcome and revenue net of refunds, over all orders.
    #[oai(
        path = "/admin/orders/summary",
        method = "get",
        operation_id = "ordersSummary"
    )]
    async fn summary(&self, _auth: AdminAuth) -> poem::Result<OrdersSummary> {
        let summary = self
            .state
            .db
            .read(|conn| repo::summary(conn).map_err(DbError::from))
            .await
            .map_err(ApiError::from)?;
        Ok(OrdersSummary::Ok(Json(summary.into())))
    }
}


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idempotency_keys_are_stable_within_a_window_and_differ_per_buyer() {
        let t = 1_700_000_000 - 1_700_000_000 % IDEMPOTENCY_WINDOW_SECS;
        assert_eq!(
            idempotency_key("a@x.com", "A", t),
            idempotency_key("a@x.com", "A", t + IDEMPOTENCY_WINDOW_SECS - 1)
        );
        assert_ne!(idempotency_key("a@x.com", "A", t), idempotency_key("a@x.com", "A", t + IDEMPOTENCY_WINDOW_SECS));
        assert_ne!(idempotency_key("a@x.com", "A", t), idempotency_key("b@x.com", "A", t));
        assert!(idempotency_key("a@x.com", "A", t).len() <= 255);
    }

    #[test]
    fn names_are_one_short_line() {
        assert_eq!(customer_name(Some("  Ada Lovelace ")).unwrap(), "Ada Lovelace");
        assert_eq!(customer_name(None).unwrap(), "");
        assert!(customer_name(Some("Ada\r\nBcc: x@y.z")).is_err());
        assert!(customer_name(Some(&"a".repeat(101))).is_err());
    }
}
