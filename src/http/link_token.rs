//! The secrets in the links we e-mail (a newsletter's confirm and unsubscribe links, a
//! founder's plan page): 24 bytes from the system's random source, as 48 hex characters.

use rand::RngCore;

use super::error::ApiError;

/// A fresh token.
pub fn random() -> String {
    let mut bytes = [0u8; 24];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `token` trimmed, when it has a token's shape; else the error a link that is not ours gets.
pub fn check(token: &str) -> Result<&str, ApiError> {
    let token = token.trim();
    if token.len() == 48 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(token)
    } else {
        Err(ApiError::field("token", "This link is not valid"))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_fresh_token_checks_and_a_stranger_does_not() {
        let token = super::random();
        assert_ne!(token, super::random());
        assert_eq!(super::check(&format!(" {token} ")).unwrap(), token);
        assert!(super::check("../../etc/passwd").is_err());
        assert!(super::check(&token[1..]).is_err());
    }
}
