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
