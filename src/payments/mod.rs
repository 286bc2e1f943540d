//! The Pro plan (99.00 USD unless the operator's `site.toml` sets another price): PaymentIntents through Stripe, signed webhooks, and automatic fulfilment.
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

pub use crate::content::Price;
