//! An e-mail address the service stores and writes to, parsed once where it comes in.

use std::fmt;

use rusqlite::ToSql;
use rusqlite::types::{FromSql, FromSqlResult, ToSqlOutput, ValueRef};
use serde::Serialize;

/// The longest address SMTP can carry.
pub const MAX_LENGTH: usize = 254;

/// A syntactically valid address with a dotted domain, the domain lower-cased so that one
/// inbox is one address.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct EmailAddress(String);

/// Why a typed address was refused, in words fit to show the person who typed it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidEmail {
    #[error("email is too long: at most {MAX_LENGTH} characters allowed")]
    TooLong,
    #[error("Please enter a valid e-mail address, like name@example.com")]
    Malformed,
}

impl EmailAddress {
    pub fn parse(text: &str) -> Result<Self, InvalidEmail> {
        if text.chars().count() > MAX_LENGTH {
            return Err(InvalidEmail::TooLong);
        }
        let address: email_address::EmailAddress =
            text.parse().map_err(|_| InvalidEmail::Malformed)?;
        let domain = address.domain();
        if !domain.contains('.') || domain.starts_with('[') || domain.ends_with('.') {
            return Err(InvalidEmail::Malformed);
        }
        Ok(Self(format!("{}@{}", address.local_part(), domain.to_ascii_lowercase())))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for EmailAddress {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<EmailAddress> for String {
    fn from(address: EmailAddress) -> Self {
        address.0
    }
}

impl ToSql for EmailAddress {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

/// Read back as stored: every address was parsed before it was written.
impl FromSql for EmailAddress {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        String::column_result(value).map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_inbox_is_one_address() {
        let address = EmailAddress::parse("Owner@Bloom.Example.COM").unwrap();
        assert_eq!(
            address.as_str(),
            "Owner@bloom.example.com",
            "the local part is the mailbox owner's business"
        );
    }

    #[test]
    fn addresses_without_a_dotted_domain_or_too_long_are_refused() {
        for bad in
            ["owner", "owner@localhost", "owner@[127.0.0.1]", "owner@example.", "a b@example.com"]
        {
            assert_eq!(EmailAddress::parse(bad), Err(InvalidEmail::Malformed), "{bad}");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert_eq!(EmailAddress::parse(&long), Err(InvalidEmail::TooLong));
    }
}
