import { LegalDocument, SupportMail as Mail, type LegalSection } from '@/components/layout/legal-document'
import { pricing } from '@/content/landing'
import { site } from '@/content/site'

const LAST_UPDATED = 'November 2026'
const PRICE = pricing.pro.price

/** The terms of the free plan and the one-time Pro purchase, section by section. */
const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'These Terms',
    body: (
      <p>
        These terms apply when you use this site, ask for a free marketing plan or buy the Pro Marketing Strategy Plan from {site.name}. By
        doing any of these you accept them. If you do not agree, please do not use the service. How we handle your personal information is
        described in our <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    ),
  },
  {
    id: 'free-plan',
    title: 'The Free Marketing Plan',
    body: (
      <>
        <p>
          When you answer the survey, we prepare a marketing plan from your answers. A person on our team reviews it before it is sent, and
          we aim to e-mail it within 24 hours. The free plan costs nothing and creates no obligation.
        </p>
        <p>
          Please give accurate answers and an e-mail address that is yours: the plan is only as good as what you tell us, and we will not
          send plans to addresses that belong to someone else.
        </p>
      </>
    ),
  },
  {
    id: 'pro-plan',
    title: 'The Pro Plan',
    body: (
      <>
        <p>
          The Pro Marketing Strategy Plan is a digital product: a detailed 90-day roadmap, ready-to-use ad and e-mail copy, a posting
          calendar, a competitor worksheet and templates, written for your business from your survey answers. It costs one payment of{' '}
          {site.price.exact} ({site.price.currency.toUpperCase()}, shown before you pay). There is no subscription and nothing is charged
          again.
        </p>
        <p>
          Payment is taken by Stripe. Your order is complete when Stripe confirms the payment; the package is then e-mailed to the address
          you gave at checkout, normally within minutes. If it has not arrived within an hour, write to <Mail subject="My Pro package" />{' '}
          and we will send it again.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: '30-Day Money-Back Guarantee',
    body: (
      <>
        <p>
          If the Pro plan is not useful to you, e-mail <Mail subject="Refund request" /> within 30 days of your purchase, from the address
          you bought with, and we will refund the full {PRICE}. You do not have to give a reason. The refund goes back to the card or
          account you paid with; banks usually show it within 5 to 10 business days.
        </p>
        <p>
          This guarantee is in addition to any rights you have under the consumer law of your country, which these terms do not take away.
        </p>
      </>
    ),
  },
  {
    id: 'using-your-plan',
    title: 'Using Your Plan',
    body: (
      <>
        <p>
          Your survey answers stay yours. The plans and materials we send you are for you to use in your own business, as much as you like:
          edit them, print them, share them with people who work with you. Please do not resell or republish them as a product of your own.
        </p>
        <p>The articles on our blog and the rest of this site remain ours; you are welcome to quote and link to them.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <ul>
        <li>Do not submit surveys or sign-ups for other people, or use someone else’s e-mail address.</li>
        <li>Do not send automated or bulk requests, try to break into the admin area, or disrupt the service.</li>
        <li>Do not put anything unlawful, hateful or infringing in your answers.</li>
      </ul>
    ),
  },
  {
    id: 'no-guarantee-of-results',
    title: 'Advice, Not a Guarantee',
    body: (
      <p>
        Our plans are practical advice based on what you tell us. Marketing results depend on many things outside our control, so we cannot
        promise a particular number of customers, sales or visitors. You decide what to carry out and are responsible for your own
        advertising, including the rules of the platforms you use.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our Responsibility',
    body: (
      <p>
        We prepare every plan with care and fix anything that is wrong when you tell us. As far as the law allows, our total responsibility
        to you for the service is limited to what you paid us for it, and we are not responsible for indirect losses such as lost profits.
        Nothing in these terms limits responsibility that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    body: (
      <p>
        We may update these terms; the date at the top says when they last changed, and the terms in force when you bought apply to that
        purchase. For any question, e-mail <Mail subject="Question about the terms" />. A person reads every message.
      </p>
    ),
  },
]

const summary = [
  'The free plan is free, reviewed by a person and sent within 24 hours.',
  `The Pro plan is one payment of ${PRICE}, with no subscription.`,
  'Not useful? Ask within 30 days for a full refund, no reason needed.',
  'Use your plan freely in your own business; please do not resell it.',
]

export default function TermsPage() {
  return (
    <LegalDocument
      slug="terms"
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={<>The terms for using {site.name}: the free plan, the one-time Pro purchase and its refund, in plain language.</>}
      summary={summary}
      sections={sections}
    />
  )
}
