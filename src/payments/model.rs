//! What the payments API sends and receives.

use poem_openapi::Object;

use super::repo;

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

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderView {
    pub id: i64,
    pub email: String,
    pub customer_name: String,
    pub amount_cents: i64,
    pub currency: String,
    pub status: repo::Status,
    pub amount_refunded_cents: i64,
    pub failure_message: Option<String>,
    pub lead_id: Option<i64>,
    pub payment_intent_id: String,
    pub created_at: String,
    pub updated_at: String,
    pub paid_at: Option<String>,
    pub refunded_at: Option<String>,
    /// Stripe reported the order paid, but not as checkout asked (another amount, currency or
    /// mode): not fulfilled, and this says why.
    pub needs_attention: Option<String>,
}

impl From<repo::Order> for OrderView {
    fn from(o: repo::Order) -> Self {
        Self {
            id: o.id,
            email: o.email,
            customer_name: o.customer_name,
            amount_cents: o.amount_cents,
            currency: o.currency,
            status: o.status,
            amount_refunded_cents: o.amount_refunded_cents,
            failure_message: o.failure_message,
            lead_id: o.lead_id,
            payment_intent_id: o.payment_intent_id,
            created_at: o.created_at,
            updated_at: o.updated_at,
            paid_at: o.paid_at,
            refunded_at: o.refunded_at,
            needs_attention: o.attention,
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
                .map(|(currency, net_cents)| RevenueView { currency, net_cents })
                .collect(),
        }
    }
}
