//! HS256 JWTs for admin sessions. A token names the admin and the password generation it
//! was issued under, so changing the password revokes every older token.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    /// Admin username.
    pub sub: String,
    /// Admin id.
    pub aid: i64,
    /// The admin's token version when the token was issued.
    pub ver: i64,
    pub iat: i64,
    pub exp: i64,
}

/// A new random signing secret: 32 bytes, hex.
pub fn fresh_secret() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The keys in force. A secret kept in the database follows it: `plansmith rotate-jwt-secret`
/// against a running server takes effect on its next sign-in or admin request, with no
/// restart. A configured secret (`PLANSMITH_JWT_SECRET`) is fixed.
pub struct KeyRing {
    follows_database: bool,
    current: std::sync::RwLock<(String, std::sync::Arc<Keys>)>,
}

impl KeyRing {
    pub fn new(secret: &str, follows_database: bool) -> Self {
        let keys = std::sync::Arc::new(Keys::new(secret.as_bytes()));
        Self { follows_database, current: std::sync::RwLock::new((secret.to_owned(), keys)) }
    }

    /// Whether the secret to use is the one in the database now (see [`KeyRing::keys`]).
    pub fn follows_database(&self) -> bool {
        self.follows_database
    }

    /// The keys for the secret stored now (`None` when the secret is configured, or none is
    /// stored): the same keys while it is unchanged, new ones once it was replaced.
    pub fn keys(&self, stored: Option<&str>) -> std::sync::Arc<Keys> {
        let current = self.current.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        match stored {
            Some(secret) if self.follows_database && secret != current.0 => {
                drop(current);
                let keys = std::sync::Arc::new(Keys::new(secret.as_bytes()));
                let mut current =
                    self.current.write().unwrap_or_else(std::sync::PoisonError::into_inner);
                *current = (secret.to_owned(), keys.clone());
                keys
            }
            _ => current.1.clone(),
        }
    }
}

pub struct Keys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl Keys {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    pub fn issue(
        &self,
        admin_id: i64,
        username: &str,
        version: i64,
        ttl: jiff::SignedDuration,
    ) -> anyhow::Result<(String, jiff::Timestamp)> {
        let now = jiff::Timestamp::now();
        let expires = now + ttl;
        let claims = Claims {
            sub: username.to_owned(),
            aid: admin_id,
            ver: version,
            iat: now.as_second(),
            exp: expires.as_second(),
        };
        let token = encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?;
        Ok((token, expires))
    }

    /// Checks signature, algorithm (HS256 only: `none` and others are refused) and expiry.
    pub fn verify(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        decode::<Claims>(token, &self.decoding, &validation).ok().map(|data| data.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_and_foreign_or_expired_ones_fail() {
        let keys = Keys::new(b"an-example-secret-of-enough-length-0123");
        let (token, _) = keys.issue(1, "ana", 3, jiff::SignedDuration::from_hours(1)).unwrap();
        let claims = keys.verify(&token).unwrap();
        assert_eq!((claims.aid, claims.sub.as_str(), claims.ver), (1, "ana", 3));

        let other = Keys::new(b"another-secret-of-sufficient-length-987");
        assert!(other.verify(&token).is_none());
        let (expired, _) = keys.issue(1, "ana", 3, jiff::SignedDuration::from_secs(-10)).unwrap();
        assert!(keys.verify(&expired).is_none());
        // alg: none, unsigned.
        let none =
            format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{}.", token.split('.').nth(1).unwrap());
        assert!(keys.verify(&none).is_none());
    }
}
