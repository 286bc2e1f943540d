//! Stripe webhook signatures and the few event fields fulfilment needs.
//!
//! `Stripe-Signature: t=<unix seconds>,v1=<hex hmac>[,v1=...][,v0=...]`: the HMAC-SHA256, keyed
//! with the endpoint's signing secret, of `"<t>.<raw body>"`. Any one `v1` may match (Stripe
//! sends several while a secret is being rolled); the timestamp must be within the tolerance.

use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use subtle::ConstantTimeEq;

/// How far a signature's timestamp may be from now (Stripe's own libraries use 5 minutes).
pub const TOLERANCE_SECS: i64 = 300;

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("missing Stripe-Signature header")]
    Missing,
    #[error("malformed Stripe-Signature header")]
    Malformed,
    #[error("signature timestamp is outside the {TOLERANCE_SECS}-second tolerance")]
    Stale,
    #[error("no signature matches the payload")]
    Mismatch,
}

/// Checks `header` against `payload` at time `now` (unix seconds).
pub fn verify(
    secret: &str,
    header: Option<&str>,
    payload: &[u8],
    now: i64,
) -> Result<(), SignatureError> {
    let header = header.ok_or(SignatureError::Missing)?;
    let mut timestamp: Option<&str> = None;
    let mut signatures: Vec<[u8; 32]> = Vec::new();
    for part in header.split(',') {
        let Some((key, value)) = part.trim().split_once('=') else {
            return Err(SignatureError::Malformed);
        };
        match key {
            "t" => timestamp = Some(value),
            "v1" => {
                let mut bytes = [0u8; 32];
                // A v1 that is not 32 bytes of hex can never match: skip it, like Stripe's libraries.
                if hex::decode_to_slice(value, &mut bytes).is_ok() {
                    signatures.push(bytes);
                }
            }
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(SignatureError::Malformed)?;
    let seconds: i64 = timestamp.parse().map_err(|_| SignatureError::Malformed)?;
    if signatures.is_empty() {
        return Err(SignatureError::Mismatch);
    }
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(payload);
    let expected = mac.finalize().into_bytes();
    // Compare against every candidate without stopping early.
    let matched = signatures
        .iter()
        .fold(subtle::Choice::from(0), |acc, sig| acc | sig.ct_eq(expected.as_slice()));
    if !bool::from(matched) {
        return Err(SignatureError::Mismatch);
    }
    // Checked after the signature, so a forged header learns nothing from the order of checks.
    if (now - seconds).abs() > TOLERANCE_SECS {
        return Err(SignatureError::Stale);
    }
    Ok(())
}

/// The envelope every event has.
#[derive(Debug, Deserialize)]
pub struct Event {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    /// Live or test mode; must match the configured secret key.
    #[serde(default)]
    pub livemode: bool,
    pub data: EventData,
}

#[derive(Debug, Deserialize)]
pub struct EventData {
    pub object: serde_json::Value,
}

/// The PaymentIntent fields fulfilment reads.
#[derive(Debug, Deserialize)]
pub struct PaymentIntent {
    pub id: String,
    pub amount: i64,
    pub currency: String,
    #[serde(default)]
    pub receipt_email: Option<String>,
    #[serde(default)]
    pub metadata: std::collections::HashMap<String, String>,
    #[serde(default)]
    pub last_payment_error: Option<PaymentError>,
}

#[derive(Debug, Deserialize)]
pub struct PaymentError {
    #[serde(default)]
    pub message: Option<String>,
}

/// The Charge fields a refund needs.
#[derive(Debug, Deserialize)]
pub struct Charge {
    #[serde(default)]
    pub payment_intent: Option<String>,
    pub amount: i64,
    #[serde(default)]
    pub amount_refunded: i64,
    #[serde(default)]
    pub refunded: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";

    fn sign(secret: &str, t: i64, payload: &[u8]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(format!("{t}.").as_bytes());
        mac.update(payload);
        hex::encode(mac.finalize().into_bytes())
    }

    #[test]
    fn accepts_a_good_signature_among_several() {
        let body = br#"{"id":"evt_1"}"#;
        let header =
            format!("t=1000,v1={},v1={},v0=abc", "00".repeat(32), sign(SECRET, 1000, body));
        assert_eq!(verify(SECRET, Some(&header), body, 1100), Ok(()));
    }

    #[test]
    fn refuses_tampering_other_secrets_staleness_and_junk() {
        let body = br#"{"id":"evt_1"}"#;
        let good = format!("t=1000,v1={}", sign(SECRET, 1000, body));
        assert_eq!(
            verify(SECRET, Some(&good), br#"{"id":"evt_2"}"#, 1000),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(verify("whsec_other", Some(&good), body, 1000), Err(SignatureError::Mismatch));
        assert_eq!(
            verify(SECRET, Some(&good), body, 1000 + TOLERANCE_SECS + 1),
            Err(SignatureError::Stale)
        );
        assert_eq!(
            verify(SECRET, Some(&good), body, 1000 - TOLERANCE_SECS - 1),
            Err(SignatureError::Stale)
        );
        assert_eq!(verify(SECRET, None, body, 1000), Err(SignatureError::Missing));
        assert_eq!(verify(SECRET, Some("garbage"), body, 1000), Err(SignatureError::Malformed));
        assert_eq!(verify(SECRET, Some("t=abc,v1=00"), body, 1000), Err(SignatureError::Malformed));
        assert_eq!(verify(SECRET, Some("t=1000,v0=00"), body, 1000), Err(SignatureError::Mismatch));
        // The timestamp is part of what is signed.
        let moved = format!("t=1001,v1={}", sign(SECRET, 1000, body));
        assert_eq!(verify(SECRET, Some(&moved), body, 1000), Err(SignatureError::Mismatch));
    }
}
