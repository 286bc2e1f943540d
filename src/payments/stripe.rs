//! The one Stripe call the server makes: create the Pro plan's PaymentIntent.

use std::collections::HashMap;
use std::time::Duration;

use stripe::{RequestStrategy, StripeError, StripeRequest};
use stripe_core::payment_intent::{
    CreatePaymentIntent, CreatePaymentIntentAutomaticPaymentMethods,
};

use crate::config::StripeConfig;

/// How long one call to Stripe may take before checkout gives up.
const TIMEOUT: Duration = Duration::from_secs(20);

pub struct Stripe {
    client: stripe::Client,
    pub publishable_key: String,
    pub webhook_secret: String,
}

/// What the PaymentIntent is created with.
pub struct IntentRequest<'a> {
    /// In the currency's smallest unit.
    pub amount_cents: i64,
    /// ISO 4217, lower case.
    pub currency: &'a str,
    pub email: &'a str,
    pub customer_name: &'a str,
    pub lead_id: Option<i64>,
    /// The same key within Stripe's 24 hours answers with the same PaymentIntent.
    pub idempotency_key: String,
}

pub struct Intent {
    pub id: String,
    pub client_secret: String,
    pub amount_cents: i64,
    pub currency: String,
}

/// The product tag put in the metadata, so webhooks for other payments on the same account
/// are recognised and left alone.
pub const PRODUCT: &str = "plansmith_pro";

impl Stripe {
    pub fn new(config: &StripeConfig) -> anyhow::Result<Self> {
        let mut builder = stripe::ClientBuilder::new(config.secret_key.clone())
            .timeout(TIMEOUT)
            .app_info("plansmith", Some(env!("CARGO_PKG_VERSION").to_owned()), None);
        if let Some(base) = &config.api_base {
            builder = builder.url(base.clone());
        }
        let client =
            builder.build().map_err(|e| anyhow::anyhow!("cannot set up the Stripe client: {e}"))?;
        Ok(Self {
            client,
            publishable_key: config.publishable_key.clone(),
            webhook_secret: config.webhook_secret.clone(),
        })
    }

    /// Creates a PaymentIntent in the configured currency with automatic payment methods.
    pub async fn create_intent(&self, req: &IntentRequest<'_>) -> anyhow::Result<Intent> {
        let mut metadata = HashMap::from([
            ("product".to_owned(), PRODUCT.to_owned()),
            ("email".to_owned(), req.email.to_owned()),
            ("customer_name".to_owned(), req.customer_name.to_owned()),
        ]);
        if let Some(lead_id) = req.lead_id {
            metadata.insert("lead_id".to_owned(), lead_id.to_string());
        }
        let key = stripe::IdempotencyKey::new(&req.idempotency_key)
            .map_err(|e| anyhow::anyhow!("bad idempotency key: {e}"))?;
        let intent = CreatePaymentIntent::new(req.amount_cents, currency(req.currency)?)
            .automatic_payment_methods(CreatePaymentIntentAutomaticPaymentMethods::new(true))
            .receipt_email(req.email)
            .description("Pro Marketing Strategy Plan")
            .metadata(metadata)
            .customize()
            .request_strategy(RequestStrategy::Idempotent(key))
            .send(&self.client)
            .await
            .map_err(describe)?;
        let client_secret = intent.client_secret.ok_or_else(|| {
            anyhow::anyhow!("Stripe returned a PaymentIntent without a client secret")
        })?;
        Ok(Intent {
            id: intent.id.to_string(),
            client_secret,
            amount_cents: intent.amount,
            currency: intent.currency.to_string(),
        })
    }
}

/// A full account of a Stripe failure, for the log (never for the client).
fn describe(err: StripeError) -> anyhow::Error {
    match err {
        StripeError::Stripe(api, status) => anyhow::anyhow!(
            "Stripe answered {status}: {} (type {:?}, code {:?}, param {:?}, request log {:?})",
            api.message.as_deref().unwrap_or("no message"),
            api.type_,
            api.code,
            api.param,
            api.request_log_url
        ),
        other => anyhow::anyhow!("{other}"),
    }
}

/// Stripe's currency for an ISO code (the configuration checked its shape; Stripe itself
/// refuses a code it does not take, and checkout then says payments failed to start).
fn currency(code: &str) -> anyhow::Result<stripe_types::Currency> {
    code.parse().map_err(|_| anyhow::anyhow!("{code:?} is not a currency Stripe knows"))
}
