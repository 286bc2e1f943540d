//! The Pro plan's price: what Stripe charges (in the currency's smallest unit), what orders
//! record and webhooks are checked against, and how pages and e-mails write it.

use serde::Serialize;

/// Currencies Stripe charges in whole units (no cents): the amount sent is the price itself.
const ZERO_DECIMAL: [&str; 16] = [
    "bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv",
    "xaf", "xof", "xpf",
];

/// Written before the amount; other currencies get their code after it ("149.00 CHF").
const SYMBOLS: [(&str, &str); 7] = [
    ("usd", "$"),
    ("eur", "€"),
    ("gbp", "£"),
    ("jpy", "¥"),
    ("inr", "₹"),
    ("aud", "A$"),
    ("cad", "CA$"),
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Price {
    /// In the currency's smallest unit, as Stripe takes it (14900 for 149.00 EUR).
    pub amount_minor: i64,
    /// ISO 4217, lower case as Stripe writes it.
    pub currency: String,
    /// As headlines show it: "€149", "$99.50".
    pub label: String,
    /// With its decimals, as a receipt shows it: "€149.00".
    pub exact: String,
}

impl Default for Price {
    fn default() -> Self {
        Self::parse("99.00", "USD").expect("the default price is valid")
    }
}

impl Price {
    /// `price` as written in `site.toml` ("149.00", "149"), `currency` an ISO code ("EUR").
    /// The error names the key at fault.
    pub fn parse(price: &str, currency: &str) -> Result<Self, (&'static str, String)> {
        let code = currency.trim().to_ascii_lowercase();
        if code.len() != 3 || !code.chars().all(|c| c.is_ascii_lowercase()) {
            return Err((
                "currency",
                format!("{currency:?} is not a three-letter ISO 4217 code such as \"EUR\""),
            ));
        }
        let decimals = if ZERO_DECIMAL.contains(&code.as_str()) { 0 } else { 2 };
        let text = price.trim();
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if !digits(whole) || !(fraction.is_empty() || digits(fraction)) || fraction.len() > decimals
        {
            let example = if decimals == 0 { "\"1500\"" } else { "\"149.00\"" };
            return Err((
                "price",
                format!("{price:?} is not an amount in {} such as {example}", code.to_uppercase()),
            ));
        }
        let whole: i64 = whole.parse().map_err(|_| ("price", format!("{price:?} is too large")))?;
        let fraction: i64 = if fraction.is_empty() {
            0
        } else {
            format!("{fraction:0<decimals$}").parse().unwrap_or(0)
        };
        let amount_minor = whole * 10_i64.pow(decimals as u32) + fraction;
        // Stripe's own bounds: at least about 50 cents, at most eight digits.
        if amount_minor < if decimals == 0 { 1 } else { 50 } || amount_minor > 99_999_999 {
            return Err((
                "price",
                format!("{price:?} is outside what Stripe can charge (0.50 to 999,999.99)"),
            ));
        }
        let amount = |exact: bool| {
            let units = amount_minor / 10_i64.pow(decimals as u32);
            let cents = amount_minor % 10_i64.pow(decimals as u32);
            let units = group_thousands(units);
            if decimals == 0 || (cents == 0 && !exact) {
                units
            } else {
                format!("{units}.{cents:02}")
            }
        };
        let write = |number: String| match SYMBOLS.iter().find(|(c, _)| *c == code) {
            Some((_, symbol)) => format!("{symbol}{number}"),
            None => format!("{number} {}", code.to_uppercase()),
        };
        Ok(Self {
            label: write(amount(false)),
            exact: write(amount(true)),
            amount_minor,
            currency: code,
        })
    }

    /// The ISO code in capitals ("EUR").
    pub fn currency_code(&self) -> String {
        self.currency.to_uppercase()
    }

    /// The currency the price is in, for writing other amounts (budgets, costs) the same way.
    pub fn currency(&self) -> Currency {
        Currency::new(&self.currency)
    }
}

/// How whole amounts of the operator's currency are written everywhere a founder or admin
/// reads one: the survey's budgets, the plan's costs, the e-mails, the landing copy.
/// The amounts themselves are the survey's (its "50-200" budget is 50 to 200 of this
/// currency); only how they are written changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Currency {
    /// ISO 4217 in capitals ("EUR").
    pub code: String,
    /// Written before the number: "€", "$", or empty.
    pub prefix: String,
    /// Written after it: " CHF" for a currency without a symbol of its own here, or empty.
    pub suffix: String,
}

impl Default for Currency {
    fn default() -> Self {
        Self::new("usd")
    }
}

impl Currency {
    /// `code`: ISO 4217, either case.
    pub fn new(code: &str) -> Self {
        let code = code.trim().to_ascii_lowercase();
        let (prefix, suffix) = match SYMBOLS.iter().find(|(c, _)| *c == code) {
            Some((_, symbol)) => ((*symbol).to_owned(), String::new()),
            None => (String::new(), format!(" {}", code.to_uppercase())),
        };
        Self { code: code.to_uppercase(), prefix, suffix }
    }

    /// A whole amount with thousands separators: 1500 → "€1,500", "1,500 CHF".
    pub fn amount(&self, whole: u32) -> String {
        format!("{}{}{}", self.prefix, group_thousands(i64::from(whole)), self.suffix)
    }

    /// A range: (50, 200) → "€50–200", "50–200 CHF".
    pub fn range(&self, low: u32, high: u32) -> String {
        format!(
            "{}{}–{}{}",
            self.prefix,
            group_thousands(i64::from(low)),
            group_thousands(i64::from(high)),
            self.suffix
        )
    }
}

fn group_thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_written_in_the_operators_currency() {
        assert_eq!(Currency::default().amount(1500), "$1,500");
        assert_eq!(Currency::new("EUR").amount(50), "€50");
        assert_eq!(Currency::new("chf").amount(12_000), "12,000 CHF");
        assert_eq!(Currency::new("gbp").range(50, 200), "£50–200");
        assert_eq!(Currency::new("sek").range(0, 50), "0–50 SEK");
        assert_eq!(Price::parse("149", "EUR").unwrap().currency(), Currency::new("eur"));
    }

    #[test]
    fn prices_are_written_as_people_read_them() {
        let default = Price::default();
        assert_eq!(
            (
                default.amount_minor,
                default.currency.as_str(),
                default.label.as_str(),
                default.exact.as_str()
            ),
            (9900, "usd", "$99", "$99.00")
        );
        let euro = Price::parse("149.00", "EUR").unwrap();
        assert_eq!(
            (euro.amount_minor, euro.label.as_str(), euro.exact.as_str()),
            (14900, "€149", "€149.00")
        );
        let half = Price::parse("99.5", "usd").unwrap();
        assert_eq!((half.amount_minor, half.label.as_str()), (9950, "$99.50"));
        let yen = Price::parse("15000", "JPY").unwrap();
        assert_eq!(
            (yen.amount_minor, yen.label.as_str(), yen.exact.as_str()),
            (15000, "¥15,000", "¥15,000")
        );
        let franc = Price::parse("1200", "CHF").unwrap();
        assert_eq!(
            (franc.amount_minor, franc.label.as_str(), franc.exact.as_str()),
            (120000, "1,200 CHF", "1,200.00 CHF")
        );
    }

    #[test]
    fn bad_prices_name_the_key_at_fault() {
        assert_eq!(Price::parse("149", "EURO").unwrap_err().0, "currency");
        assert_eq!(Price::parse("149,00", "EUR").unwrap_err().0, "price");
        assert_eq!(Price::parse("1.999", "EUR").unwrap_err().0, "price");
        assert_eq!(Price::parse("15.5", "JPY").unwrap_err().0, "price");
        assert_eq!(Price::parse("0.10", "USD").unwrap_err().0, "price");
        assert_eq!(Price::parse("-5", "USD").unwrap_err().0, "price");
        assert_eq!(Price::parse("", "USD").unwrap_err().0, "price");
    }
}
