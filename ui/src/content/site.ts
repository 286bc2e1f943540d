/**
 * The operator's identity, shared by every page: brand, support address, legal identity, logo
 * and the Pro plan's price. The server owns these (the content folder's site.toml over the
 * defaults embedded in the binary), so the UI is built once for every operator:
 *
 * - the build's prerendered pages carry placeholders (`__PLANSMITH_…__`) that the server fills
 *   in, escaped, before it sends the first byte;
 * - in the browser every page carries `<meta name="plansmith-site" content="{json}">`, which
 *   the server fills in the same way, and which this module reads once;
 * - without either (unit tests, the dev server) the embedded defaults below apply.
 */

export type SitePrice = {
  /** In the currency's smallest unit, as Stripe takes it (14900 for 149.00 EUR). */
  amountMinor: number
  /** ISO 4217, lower case ("eur"). */
  currency: string
  /** As headlines write it: "€149". */
  label: string
  /** With its decimals: "€149.00". */
  exact: string
}

/** How amounts other than the Pro price are written: "€" + "50", or "50" + " CHF". */
export type SiteCurrency = {
  /** ISO 4217 in capitals ("EUR"). */
  code: string
  prefix: string
  suffix: string
}

/**
 * The landing page's claims, which only the operator can back (site.toml's [landing]): the
 * line under the hero's buttons ('' = none), the note beside the comparison and the example
 * plan in the hero (null = none). The server removes a region it turned off from the page.
 */
export type SiteLanding = {
  trust: string
  note: { heading: string; body: string; signature: string } | null
  example: { business: string; subtitle: string; details: [string, string, string] } | null
}

export type Site = {
  name: string
  supportEmail: string
  legalName: string
  /** One line; empty when the operator gave none. */
  postalAddress: string
  /** The legal name, with the postal address after a comma when there is one. */
  legalIdentity: string
  /** The logo's address (the operator's, or the built-in mark in the accent colour). */
  logoUrl: string
  price: SitePrice
  currency: SiteCurrency
  landing: SiteLanding
  /** The struck-out anchor beside the Pro price ("Worth $2,500"); empty shows none. */
  proWorth: string
  /** The coming service's monthly price ("$199-599"); empty shows none. */
  servicePrice: string
}

/** The embedded defaults (content/site.toml in the source tree). */
export const DEFAULT_SITE: Site = {
  name: 'Plansmith',
  supportEmail: 'support@plansmith.app',
  legalName: 'Plansmith',
  postalAddress: '',
  legalIdentity: 'Plansmith',
  logoUrl: '/content/mark.svg',
  price: { amountMinor: 9900, currency: 'usd', label: '$99', exact: '$99.00' },
  currency: { code: 'USD', prefix: '$', suffix: '' },
  landing: {
    trust: '',
    note: {
      heading: 'Why a person reads every plan',
      body: 'Small businesses don’t need more ideas; they need someone to say “do these things, in this order, with the time you’ve got”. Every plan is written from your answers, and a strategist reads it before it goes out.',
      signature: '',
    },
    example: {
      business: 'Bloom & Crumb Bakery',
      subtitle: 'Local bakery · Launched 4 months ago',
      details: [
        'Mapped to Instagram and your e-mail list',
        'Week 1: claim your Google Business Profile',
        '“sourdough near me”, “custom birthday cakes”…',
      ],
    },
  },
  proWorth: 'Worth $2,500',
  servicePrice: '$199-599',
}

/** What the build writes into the prerendered pages; the server replaces each one. */
export const SITE_PLACEHOLDERS: Site = {
  name: '__PLANSMITH_BRAND_NAME__',
  supportEmail: '__PLANSMITH_SUPPORT_EMAIL__',
  legalName: '__PLANSMITH_LEGAL_NAME__',
  postalAddress: '__PLANSMITH_POSTAL_ADDRESS__',
  legalIdentity: '__PLANSMITH_LEGAL_IDENTITY__',
  logoUrl: '__PLANSMITH_LOGO_URL__',
  price: { amountMinor: 0, currency: '__PLANSMITH_PRICE_CURRENCY__', label: '__PLANSMITH_PRICE__', exact: '__PLANSMITH_PRICE_EXACT__' },
  currency: { code: '__PLANSMITH_CURRENCY_CODE__', prefix: '__PLANSMITH_CURRENCY_PREFIX__', suffix: '__PLANSMITH_CURRENCY_SUFFIX__' },
  landing: {
    trust: '__PLANSMITH_LANDING_TRUST__',
    note: { heading: '__PLANSMITH_NOTE_HEADING__', body: '__PLANSMITH_NOTE_BODY__', signature: '__PLANSMITH_NOTE_SIGNATURE__' },
    example: {
      business: '__PLANSMITH_EXAMPLE_BUSINESS__',
      subtitle: '__PLANSMITH_EXAMPLE_SUBTITLE__',
      details: ['__PLANSMITH_EXAMPLE_DETAIL_1__', '__PLANSMITH_EXAMPLE_DETAIL_2__', '__PLANSMITH_EXAMPLE_DETAIL_3__'],
    },
  },
  proWorth: '__PLANSMITH_PRO_WORTH__',
  servicePrice: '__PLANSMITH_SERVICE_PRICE__',
}

function fromPage(): Site {
  if (typeof document === 'undefined') return import.meta.env.SSR ? SITE_PLACEHOLDERS : DEFAULT_SITE
  const raw = document.querySelector('meta[name="plansmith-site"]')?.getAttribute('content')
  if (!raw?.startsWith('{')) return DEFAULT_SITE
  try {
    const given = JSON.parse(raw) as Partial<Site>
    return {
      ...DEFAULT_SITE,
      ...given,
      price: { ...DEFAULT_SITE.price, ...given.price },
      currency: { ...DEFAULT_SITE.currency, ...given.currency },
    }
  } catch {
    return DEFAULT_SITE
  }
}

export const site: Site & { tagline: string } = {
  ...fromPage(),
  tagline: 'Personalised marketing plans for solo founders and small businesses.',
}
