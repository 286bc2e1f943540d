//! SQL for orders and handled Stripe events. Functions take a connection so callers choose the
//! transaction.

use rusqlite::{Connection, OptionalExtension, params};

/// Where an order is: pending until Stripe says it is paid or failed; a paid one may be refunded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum)]
#[oai(rename = "OrderStatus", rename_all = "snake_case")]
pub enum Status {
    Pending,
    Paid,
    Failed,
    Refunded,
    PartiallyRefunded,
}

impl Status {
    pub const ALL: [Self; 5] =
        [Self::Pending, Self::Paid, Self::Failed, Self::Refunded, Self::PartiallyRefunded];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Paid => "paid",
            Self::Failed => "failed",
            Self::Refunded => "refunded",
            Self::PartiallyRefunded => "partially_refunded",
        }
    }

    fn parse(text: &str) -> rusqlite::Result<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text).ok_or_else(|| {
            rusqlite::Error::InvalidColumnType(0, text.to_owned(), rusqlite::types::Type::Text)
        })
    }
}

/// How many orders are in each status, every status listed (zero where there are none).
pub fn count_by_status(conn: &Connection) -> rusqlite::Result<Vec<(Status, i64)>> {
    let mut counts: Vec<(Status, i64)> = Status::ALL.into_iter().map(|s| (s, 0)).collect();
    let mut stmt = conn.prepare_cached("SELECT status, COUNT(*) FROM orders GROUP BY status")?;
    let rows = stmt.query_map([], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))?;
    for row in rows {
        let (status, n) = row?;
        let status = Status::parse(&status)?;
        if let Some(slot) = counts.iter_mut().find(|(s, _)| *s == status) {
            slot.1 = n;
        }
    }
    Ok(counts)
}

#[derive(Debug, Clone)]
pub struct Order {
    pub id: i64,
    pub payment_intent_id: String,
    pub email: String,
    pub customer_name: String,
    pub amount_cents: i64,
    pub currency: String,
    pub status: Status,
    pub lead_id: Option<i64>,
    pub failure_message: Option<String>,
    pub amount_refunded_cents: i64,
    pub created_at: String,
    pub updated_at: String,
    pub paid_at: Option<String>,
    pub refunded_at: Option<String>,
    /// Why the order was not fulfilled although Stripe reported it paid.
    pub attention: Option<String>,
}

const COLUMNS: &str = "id, payment_intent_id, email, customer_name, amount_cents, currency, status, lead_id,
    failure_message, amount_refunded_cents, created_at, updated_at, paid_at, refunded_at, attention";

fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Order> {
    Ok(Order {
        id: row.get(0)?,
        payment_intent_id: row.get(1)?,
        email: row.get(2)?,
        customer_name: row.get(3)?,
        amount_cents: row.get(4)?,
        currency: row.get(5)?,
        status: Status::parse(&row.get::<_, String>(6)?)?,
        lead_id: row.get(7)?,
        failure_message: row.get(8)?,
        amount_refunded_cents: row.get(9)?,
        created_at: row.get(10)?,
        updated_at: row.get(11)?,
        paid_at: row.get(12)?,
        refunded_at: row.get(13)?,
        attention: row.get(14)?,
    })
}

/// Records why a paid order was not fulfilled. Returns false when it already was.
pub fn mark_needs_attention(
    conn: &Connection,
    id: i64,
    reason: &str,
    now: &str,
) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE orders SET attention = ?2, updated_at = ?3 WHERE id = ?1 AND status IN ('pending', 'failed')",
        params![id, reason, now],
    )?;
    Ok(changed > 0)
}

/// What checkout knows when it asks Stripe for a PaymentIntent.
pub struct NewOrder<'a> {
    pub payment_intent_id: &'a str,
    pub email: &'a str,
    pub customer_name: &'a str,
    pub amount_cents: i64,
    pub currency: &'a str,
    pub lead_id: Option<i64>,
}

/// Records a pending order for a PaymentIntent; a PaymentIntent seen before (the same
/// idempotent request answered twice) keeps its one order. Returns the order id.
pub fn insert_pending(conn: &Connection, order: &NewOrder<'_>, now: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO orders (payment_intent_id, email, customer_name, amount_cents, currency, status, lead_id,
                             created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7, ?7)
         ON CONFLICT (payment_intent_id) DO NOTHING",
    )?
    .execute(params![
        order.payment_intent_id,
        order.email,
        order.customer_name,
        order.amount_cents,
        order.currency,
        order.lead_id,
        now
    ])?;
    conn.prepare_cached("SELECT id FROM orders WHERE payment_intent_id = ?1")?
        .query_row([order.payment_intent_id], |row| row.get(0))
}

pub fn by_payment_intent(
    conn: &Connection,
    payment_intent_id: &str,
) -> rusqlite::Result<Option<Order>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM orders WHERE payment_intent_id = ?1"))?
        .query_row([payment_intent_id], from_row)
        .optional()
}

/// Records event `id` as handled; false when it was handled before.
pub fn first_delivery(
    conn: &Connection,
    id: &str,
    kind: &str,
    now: &str,
) -> rusqlite::Result<bool> {
    let inserted = conn
        .prepare_cached(
            "INSERT INTO stripe_events (id, type, received_at) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING",
        )?
        .execute(params![id, kind, now])?;
    Ok(inserted == 1)
}

/// Marks the order paid unless it already is (or was refunded since). True when it changed.
pub fn mark_paid(conn: &Connection, id: i64, now: &str) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE orders SET status = 'paid', paid_at = ?2, updated_at = ?2, failure_message = NULL
             WHERE id = ?1 AND status IN ('pending', 'failed')",
        )?
        .execute(params![id, now])?;
    Ok(changed == 1)
}

/// Records a failed attempt. A paid order stays paid (events may arrive out of order).
pub fn mark_failed(conn: &Connection, id: i64, message: &str, now: &str) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE orders SET status = 'failed', failure_message = ?2, updated_at = ?3
             WHERE id = ?1 AND status IN ('pending', 'failed')",
        )?
        .execute(params![id, message, now])?;
    Ok(changed == 1)
}

/// Records a refund of `refunded_cents` in all (Stripe reports the running total).
pub fn mark_refunded(
    conn: &Connection,
    id: i64,
    refunded_cents: i64,
    full: bool,
    now: &str,
) -> rusqlite::Result<bool> {
    let status = if full { Status::Refunded } else { Status::PartiallyRefunded };
    let changed = conn
        .prepare_cached(
            "UPDATE orders SET status = ?2, amount_refunded_cents = MAX(amount_refunded_cents, ?3),
                               refunded_at = COALESCE(refunded_at, ?4), updated_at = ?4
             WHERE id = ?1 AND status IN ('paid', 'partially_refunded', 'refunded')",
        )?
        .execute(params![id, status.as_str(), refunded_cents, now])?;
    Ok(changed == 1)
}

/// The newest lead with this e-mail address, if any.
pub fn lead_for_email(conn: &Connection, email: &str) -> rusqlite::Result<Option<i64>> {
    conn.prepare_cached("SELECT id FROM leads WHERE email = ?1 ORDER BY id DESC LIMIT 1")?
        .query_row([email], |row| row.get(0))
        .optional()
}

/// One page of orders, newest first, and how many there are.
pub fn page(conn: &Connection, page: u32, page_size: u32) -> rusqlite::Result<(Vec<Order>, i64)> {
    let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
    let orders = conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM orders ORDER BY id DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map(params![page_size, offset], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let total =
        conn.prepare_cached("SELECT COUNT(*) FROM orders")?.query_row([], |row| row.get(0))?;
    Ok((orders, total))
}

/// Totals over every order, for the admin's Orders tiles and dashboard.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    /// Orders whose payment went through and was not fully refunded.
    pub paid: i64,
    pub pending: i64,
    pub failed: i64,
    /// Fully or partly refunded orders.
    pub refunded: i64,
    /// Money kept (charged minus refunded), per currency, largest first.
    pub revenue: Vec<(String, i64)>,
}

pub fn summary(conn: &Connection) -> rusqlite::Result<Summary> {
    let mut summary = Summary::default();
    let mut counts = conn.prepare_cached("SELECT status, COUNT(*) FROM orders GROUP BY status")?;
    for row in counts.query_map([], |row| Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?)))? {
        let (status, count) = row?;
        match Status::parse(&status)? {
            Status::Paid => summary.paid += count,
            Status::PartiallyRefunded => {
                summary.paid += count;
                summary.refunded += count;
            }
            Status::Refunded => summary.refunded += count,
            Status::Pending => summary.pending += count,
            Status::Failed => summary.failed += count,
        }
    }
    summary.revenue = conn
        .prepare_cached(
            "SELECT currency, SUM(amount_cents - amount_refunded_cents) AS net FROM orders
             WHERE status IN ('paid', 'partially_refunded', 'refunded')
             GROUP BY currency ORDER BY net DESC, currency",
        )?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(summary)
}
