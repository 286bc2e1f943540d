//! The $99 Pro plan: PaymentIntents through Stripe, signed webhooks, and automatic fulfilment.
//!
//! Checkout asks for a PaymentIntent and records a pending order. Only Stripe's signed
//! `payment_intent.succeeded` marks it paid, and in that same transaction the Pro package
//! e-mail is queued (the promise is "within 5 minutes"; the outbox worker is woken at once).

pub mod api;
pub mod fulfil;
pub mod model;
pub mod package;
pub mod repo;
pub mod stripe;
pub mod webhook;

/// The Pro plan's price, fixed on the server.
pub const PRICE_CENTS: i64 = 9900;
pub const CURRENCY: &str = "usd";

/// The price as the package and e-mails show it ("$99").
pub fn price_label() -> String {
    match PRICE_CENTS % 100 {
        0 => format!("${}", PRICE_CENTS / 100),
        cents => format!("${}.{cents:02}", PRICE_CENTS / 100),
    }
}
