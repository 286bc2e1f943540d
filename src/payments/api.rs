//! The checkout (a PaymentIntent and a pending order), Stripe's webhook, and the admin's orders.

use poem::Request;
use poem_openapi::param::{Header, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};
use sha2::{Digest, Sha256};

use super::fulfil::Fulfilment;
use super::model::{
    OrderView, OrdersSummaryView, PaymentIntentCreated, PaymentIntentRequest, PublicConfig,
    Received, StripeEvent,
};
use super::{Price, repo, stripe, webhook};
use crate::auth::guard::AdminAuth;
use crate::config::Proxies;
use crate::db::{Db, now_utc};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::{JsonBody, RawJson};
use crate::http::ratelimit::{HourlyLimit, client_network};
use crate::mail::EmailAddress;

const MAX_NAME: usize = 100;
/// Requests for the same buyer within this window get the same PaymentIntent (a reload or a
/// double effect does not create a second one).
const IDEMPOTENCY_WINDOW_SECS: i64 = 15 * 60;

const NOT_CONFIGURED: &str =
    "Online payments are not set up on this server yet. Please contact us to buy the Pro plan.";

/// The checkout and Stripe's webhook.
pub struct PaymentsApi {
    pub db: Db,
    /// None when payments are not configured.
    pub stripe: Option<stripe::Stripe>,
    pub fulfilment: Fulfilment,
    /// Checkouts per client address and hour.
    pub limit: HourlyLimit,
    pub proxies: Proxies,
    /// What the Pro plan costs: set by the operator, never by the client.
    pub price: Price,
}

#[derive(ApiResponse)]
pub enum CreateIntentResponse {
    #[oai(status = 200)]
    Ok(Json<PaymentIntentCreated>),
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
    /// Stripe failed or could not be reached.
    #[oai(status = 502)]
    BadGateway(Json<ErrorBody>),
    /// Payments are not configured on this server.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum WebhookResponse {
    /// Handled (or already handled before, or of no interest).
    #[oai(status = 200)]
    Ok(Json<Received>),
    /// Bad or stale signature, or not an event.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Payments are not configured on this server.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Payments")]
impl PaymentsApi {
    /// Public settings for the checkout page
    #[oai(path = "/config", method = "get", operation_id = "publicConfig")]
    async fn config(&self) -> Json<PublicConfig> {
        Json(PublicConfig {
            stripe_publishable_key: self.stripe.as_ref().map(|s| s.publishable_key.clone()),
        })
    }

    /// Start a Pro plan purchase
    ///
    /// Creates a PaymentIntent for the Pro plan's price (set on the server, 99.00 USD unless the
    /// operator configured another) and records a pending order. Only Stripe's webhook marks it paid.
    #[oai(path = "/create-payment-intent", method = "post", operation_id = "createPaymentIntent")]
    async fn create_payment_intent(
        &self,
        req: &Request,
        body: JsonBody<PaymentIntentRequest>,
    ) -> poem::Result<CreateIntentResponse> {
        let raw_email = body.0.email.unwrap_or_default();
        if raw_email.trim().is_empty() {
            return Err(ApiError::field("email", "Please enter your e-mail address").into());
        }
        let email = EmailAddress::parse(raw_email.trim())?;
        let name = customer_name(body.0.customer_name.as_deref())?;
        let Some(stripe) = self.stripe.as_ref() else {
            return Err(ApiError::ServiceUnavailable(NOT_CONFIGURED.into()).into());
        };
        if let Some(network) = client_network(req, &self.proxies) {
            self.limit.check(network).map_err(|wait| {
                ApiError::throttled("checkout attempts from your network", network, wait)
            })?;
        }
        let lookup = email.clone();
        let lead_id = self.db.read(move |conn| repo::lead_for_email(conn, lookup.as_str())).await?;
        let request = stripe::IntentRequest {
            amount_cents: self.price.amount_minor,
            currency: &self.price.currency,
            email: email.as_str(),
            customer_name: &name,
            lead_id,
            idempotency_key: idempotency_key(
                &self.price,
                email.as_str(),
                &name,
                lead_id,
                jiff::Timestamp::now().as_second(),
            ),
        };
        let intent = stripe.create_intent(&request).await.map_err(|err| {
            tracing::error!(error = format!("{err:#}"), "creating a Stripe PaymentIntent failed");
            ApiError::BadGateway(
                "The payment provider could not start your checkout. Please try again in a moment."
                    .into(),
            )
        })?;
        let (pi, now) = (intent.id.clone(), now_utc());
        let (amount, currency) = (intent.amount_cents, intent.currency.clone());
        let order_id = self
            .db
            .write(move |conn| {
                let order = repo::NewOrder {
                    payment_intent_id: &pi,
                    email: email.as_str(),
                    customer_name: &name,
                    amount_cents: amount,
                    currency: &currency,
                    lead_id,
                };
                repo::insert_pending(conn, &order, &now)
            })
            .await?;
        tracing::info!(order_id, payment_intent = %intent.id, "checkout started");
        Ok(CreateIntentResponse::Ok(Json(PaymentIntentCreated {
            client_secret: intent.client_secret,
        })))
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
        let Some(stripe) = self.stripe.as_ref() else {
            return Err(ApiError::ServiceUnavailable(NOT_CONFIGURED.into()).into());
        };
        let payload = body.0;
        webhook::verify(
            &stripe.webhook_secret,
            signature.0.as_deref(),
            &payload,
            jiff::Timestamp::now().as_second(),
        )
        .map_err(|err| {
            // Anyone can post here: one line a minute at most, with the count of the others.
            static REFUSED: crate::http::quiet::QuietLog = crate::http::quiet::QuietLog::new();
            if let Some(more) = REFUSED.allow() {
                tracing::warn!(error = %err, more_since_last_line = more, "refused a Stripe webhook");
            }
            ApiError::BadRequest {
                message: format!("Invalid Stripe signature: {err}"),
                field: None,
            }
        })?;
        let event: webhook::Event = serde_json::from_slice(&payload).map_err(|err| {
            ApiError::BadRequest { message: format!("Not a Stripe event: {err}"), field: None }
        })?;
        self.fulfilment.handle(event).await?;
        Ok(WebhookResponse::Ok(Json(Received { received: true })))
    }
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
    if name.chars().any(char::is_control) || crate::mail::hidden_character(name).is_some() {
        return Err(ApiError::field("customerName", "customerName must be a single line of text"));
    }
    Ok(name.to_owned())
}

/// Stable for the same request within one window, so retries reuse one PaymentIntent. It
/// covers every parameter sent to Stripe (Stripe refuses a key reused with other parameters):
/// the product, price, currency, buyer, name and lead.
fn idempotency_key(
    price: &Price,
    email: &str,
    name: &str,
    lead_id: Option<i64>,
    now_secs: i64,
) -> String {
    let window = now_secs.div_euclid(IDEMPOTENCY_WINDOW_SECS);
    let lead = lead_id.map_or_else(String::new, |id| id.to_string());
    let fields = [
        stripe::PRODUCT,
        &price.amount_minor.to_string(),
        &price.currency,
        email,
        name,
        &lead,
        &window.to_string(),
    ];
    let digest = Sha256::digest(serde_json::to_vec(&fields).expect("strings serialize"));
    format!("plansmith-pi-{}", hex::encode(&digest[..16]))
}

/// The admin's orders.
pub struct AdminOrdersApi {
    pub db: Db,
}

#[derive(ApiResponse)]
pub enum OrdersSummary {
    #[oai(status = 200)]
    Ok(Json<OrdersSummaryView>),
}

#[derive(ApiResponse)]
pub enum OrdersPage {
    /// Orders, newest first.
    #[oai(status = 200)]
    Ok(Json<Vec<OrderView>>, #[oai(header = "X-Total-Count")] i64),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl AdminOrdersApi {
    /// Pro plan orders
    ///
    /// Newest first, `pageSize` per page (1–100, default 50). `X-Total-Count` gives the number
    /// of orders.
    #[oai(path = "/admin/orders", method = "get", operation_id = "listOrders")]
    async fn list(
        &self,
        _auth: AdminAuth,
        #[oai(
            default = "crate::leads::api::default_page",
            validator(minimum(value = "1"), maximum(value = "100000"))
        )]
        page: Query<u32>,
        #[oai(
            name = "pageSize",
            default = "crate::leads::api::default_page_size",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        page_size: Query<u32>,
    ) -> poem::Result<OrdersPage> {
        let (page, page_size) = (page.0, page_size.0);
        let (orders, total) = self.db.read(move |conn| repo::page(conn, page, page_size)).await?;
        Ok(OrdersPage::Ok(Json(orders.into_iter().map(OrderView::from).collect()), total))
    }

    /// Order totals
    ///
    /// Counts by outcome and revenue net of refunds, over all orders.
    #[oai(path = "/admin/orders/summary", method = "get", operation_id = "ordersSummary")]
    async fn summary(&self, _auth: AdminAuth) -> poem::Result<OrdersSummary> {
        let summary = self.db.read(repo::summary).await?;
        Ok(OrdersSummary::Ok(Json(summary.into())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idempotency_keys_are_stable_within_a_window_and_differ_per_buyer() {
        let t = 1_700_000_000 - 1_700_000_000 % IDEMPOTENCY_WINDOW_SECS;
        let price = Price::default();
        let key = |email, name, lead, at| idempotency_key(&price, email, name, lead, at);
        assert_eq!(
            key("a@x.com", "A", Some(1), t),
            key("a@x.com", "A", Some(1), t + IDEMPOTENCY_WINDOW_SECS - 1)
        );
        assert_ne!(
            key("a@x.com", "A", Some(1), t),
            key("a@x.com", "A", Some(1), t + IDEMPOTENCY_WINDOW_SECS)
        );
        assert_ne!(key("a@x.com", "A", Some(1), t), key("b@x.com", "A", Some(1), t));
        // A new lead for the buyer changes the metadata sent, so the key changes too.
        assert_ne!(key("a@x.com", "A", Some(1), t), key("a@x.com", "A", Some(2), t));
        assert_ne!(key("a@x.com", "A", None, t), key("a@x.com", "A", Some(1), t));
        // Fields cannot run into each other.
        assert_ne!(key("a@x.com", "A:B", None, t), key("a@x.com:A", "B", None, t));
        assert!(key("a@x.com", "A", None, t).len() <= 255);
        // A new price is a new request.
        let euros = Price::parse("149.00", "EUR").unwrap();
        assert_ne!(key("a@x.com", "A", None, t), idempotency_key(&euros, "a@x.com", "A", None, t));
    }

    #[test]
    fn names_are_one_short_line() {
        assert_eq!(customer_name(Some("  Ada Lovelace ")).unwrap(), "Ada Lovelace");
        assert_eq!(customer_name(None).unwrap(), "");
        assert!(customer_name(Some("Ada\r\nBcc: x@y.z")).is_err());
        assert!(customer_name(Some(&"a".repeat(101))).is_err());
    }
}
