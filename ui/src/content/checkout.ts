import { site } from '@/content/site'

/** The words of the checkout page; the price itself is set on the server (site.toml). */
export const checkout = {
  productName: 'Pro Marketing Strategy Plan',
  productNote: 'One-time payment · lifetime access',
  price: site.price.exact,
  currency: site.price.currency.toUpperCase(),
  includes: [
    'A detailed 90-day roadmap with weekly tasks',
    'Done-for-you content templates',
    'A custom competitor analysis report',
    'Lifetime access with no recurring fees',
  ],
  guaranteeTitle: '30-day money-back guarantee',
  guarantee: `If the plan is not right for your business, e-mail us within 30 days of your purchase and we will refund the full ${site.price.label}. No questions asked.`,
  deliveryPromise: 'Your strategy package arrives by e-mail within 5 minutes of payment.',
} as const
