//! argon2id with pinned parameters (OWASP's 19 MiB, 2 passes, 1 lane).

use std::sync::LazyLock;

use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

pub const MIN_LENGTH: usize = 12;
pub const MAX_LENGTH: usize = 1024;

fn argon2() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters"),
    )
}

/// A hash to verify against when the username is unknown, so both cases take the same time.
static DUMMY_HASH: LazyLock<String> =
    LazyLock::new(|| hash("not-a-real-password-for-timing").expect("hash"));

/// Checks the password policy; the message says what to fix.
pub fn check_policy(password: &str) -> Result<(), String> {
    let length = password.chars().count();
    if length < MIN_LENGTH {
        return Err(format!(
            "the password must have at least {MIN_LENGTH} characters (it has {length})"
        ));
    }
    if length > MAX_LENGTH {
        return Err(format!("the password must have at most {MAX_LENGTH} characters"));
    }
    if password.trim() != password {
        return Err("the password must not start or end with whitespace".into());
    }
    Ok(())
}

pub fn hash(password: &str) -> anyhow::Result<String> {
    argon2()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|e| anyhow::anyhow!("cannot hash the password: {e}"))
}

/// Verifies `password` against `stored`, or against a dummy hash when there is no account,
/// so an unknown user and a wrong password cost the same time.
pub fn verify(password: &str, stored: Option<&str>) -> bool {
    let hash = stored.unwrap_or(DUMMY_HASH.as_str());
    let ok = argon2().verify_password(password.as_bytes(), hash).is_ok();
    ok && stored.is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_are_argon2id_with_pinned_parameters() {
        let stored = hash("correct horse battery").unwrap();
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{stored}");
        assert!(verify("correct horse battery", Some(&stored)));
        assert!(!verify("wrong horse battery", Some(&stored)));
        assert!(!verify("not-a-real-password-for-timing", None));
    }

    #[test]
    fn weak_passwords_are_refused_with_the_reason() {
        assert!(check_policy("short").unwrap_err().contains("at least 12"));
        assert!(check_policy(" padded password ").is_err());
        assert!(check_policy("long enough password").is_ok());
    }
}
