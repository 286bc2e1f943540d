const formats = new Map<string, Intl.NumberFormat>()

function formatter(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase()
  let format = formats.get(code)
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
    } catch {
      return null
    }
    formats.set(code, format)
  }
  return format
}

/** Minor units of this currency per major unit (100 for USD, 1 for JPY). */
function minorUnits(format: Intl.NumberFormat): number {
  return 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2)
}

/**
 * "$99.00" from 9900 cents in "usd" (Stripe's lowercase codes). An unknown currency code is
 * shown as "12.34 XYZ" rather than failing.
 */
export function formatMoney(cents: number, currency: string): string {
  const format = formatter(currency)
  if (!format) return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
  return format.format(cents / minorUnits(format))
}

/** How a currency writes a whole amount: "€" before it, or " CHF" after it. */
export type CurrencyShape = { prefix: string; suffix: string }

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** A whole amount as the server writes it in plans and e-mails: 1500 → "€1,500", "1,500 CHF". */
export function formatAmount(whole: number, currency: CurrencyShape): string {
  return `${currency.prefix}${grouped.format(whole)}${currency.suffix}`
}

/** A range: (50, 200) → "€50–200", "50–200 CHF". */
export function formatRange(low: number, high: number, currency: CurrencyShape): string {
  return `${currency.prefix}${grouped.format(low)}–${grouped.format(high)}${currency.suffix}`
}

/** The survey's budget answers as the operator's currency writes them ("€50–200 a month"). */
export function budgetLabels(currency: CurrencyShape): Record<'0-50' | '50-200' | '200-500' | '500-plus', string> {
  return {
    '0-50': `${formatRange(0, 50, currency)} a month`,
    '50-200': `${formatRange(50, 200, currency)} a month`,
    '200-500': `${formatRange(200, 500, currency)} a month`,
    '500-plus': `${formatAmount(500, currency)}+ a month`,
  }
}
