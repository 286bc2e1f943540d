import { describe, expect, it } from 'vitest'
import { budgetLabels, formatAmount, formatMoney, formatRange } from './money'

const euro = { prefix: '€', suffix: '' }
const franc = { prefix: '', suffix: ' CHF' }

describe('money', () => {
  it('writes whole amounts in the operator’s currency, as the server does', () => {
    expect(formatAmount(1500, euro)).toBe('€1,500')
    expect(formatAmount(0, franc)).toBe('0 CHF')
    expect(formatRange(50, 200, euro)).toBe('€50–200')
  })

  it('labels the survey’s budgets without a dollar for a site in euros', () => {
    const labels = budgetLabels(euro)
    expect(labels['50-200']).toBe('€50–200 a month')
    expect(labels['500-plus']).toBe('€500+ a month')
    expect(Object.values(labels).join(' ')).not.toContain('$')
  })

  it('formats exact amounts from minor units', () => {
    expect(formatMoney(14900, 'eur')).toBe('€149.00')
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500')
  })
})
