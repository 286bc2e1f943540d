/**
 * Marketing copy for the landing page: the one place to edit what visitors read.
 * The figures and testimonials are the operator's (site.toml), filled in by the server.
 */

import { site } from '@/content/site'
import { formatAmount } from '@/lib/money'

export const STATS_FALLBACK_TODAY = 2847

export const hero = {
  eyebrowSuffix: 'marketing toolkits delivered today',
  title: 'Stop guessing. Get a marketing plan made for your business.',
  lead: 'Answer 17 quick questions about your business, goals and customers. Within 24 hours you get a free, personalised plan by e-mail — 30 content ideas, a 90-day roadmap and your top 5 keywords, reviewed by a human strategist before it reaches you.',
  primaryCta: 'Get My Free Plan',
  secondaryCta: 'See how it works',
  reassurance: ['No credit card needed', 'About 2 minutes', 'Delivered within 24 hours'],
  // The trust line and the example plan are the operator's (site.landing).
  preview: {
    heading: 'An example plan',
    labels: ['30 content ideas', '90-day roadmap', 'Top 5 keywords'],
    reviewed: 'Reviewed by a strategist',
  },
} as const

export const howItWorks = {
  title: 'How it works',
  lead: 'From a blank page to a plan you can follow on Monday morning.',
  steps: [
    {
      title: 'Answer 17 quick questions',
      body: 'Tell us what you sell, who buys it, how much time and budget you have, and which platforms you like. It takes about 2 minutes and no credit card is needed.',
    },
    {
      title: 'We build and review your plan',
      body: 'Your answers shape a plan for your business — not a template. A human marketing strategist reviews it before it is sent.',
    },
    {
      title: 'Get it in your inbox within 24 hours',
      body: 'Your personalised plan arrives by e-mail: 30 content ideas, a 90-day roadmap, your top 5 keywords and the first actions to take.',
    },
  ],
} as const

export const comparison = {
  title: 'Why not just ask a general AI chatbot?',
  lead: `A chatbot can write a caption. It can’t tell you which three things to do this week with five hours and ${formatAmount(50, site.currency)}.`,
  chatbot: {
    name: 'General AI chatbot',
    points: [
      'Generic advice that could fit any business',
      'You have to know which questions to ask',
      'A wall of tactics, with no order or schedule',
      'Nobody checks the answer before you act on it',
      'Ignores the time and budget you actually have',
    ],
  },
  plansmith: {
    name: `${site.name} plan`,
    points: [
      'Built from 17 answers about your business and customers',
      'Guided questions — no prompt-writing required',
      'A 90-day roadmap you can follow week by week',
      'Reviewed by a human marketing strategist',
      'Sized to your weekly hours and monthly budget',
    ],
  },
} as const

export const features = {
  title: 'Everything in your free marketing plan',
  lead: 'A complete starting strategy, written for your business and delivered within 24 hours.',
  items: [
    {
      key: 'ideas',
      title: '30 content ideas',
      body: 'A month of post ideas written for your audience and platforms, so you never stare at a blank screen again.',
    },
    {
      key: 'roadmap',
      title: '90-day roadmap',
      body: 'A week-by-week plan that fits the hours you have. Know exactly what to do today, next week and next month.',
    },
    {
      key: 'keywords',
      title: 'Top 5 keywords',
      body: 'The search terms your customers already type, so your website and profiles show up when it matters.',
    },
    {
      key: 'channels',
      title: 'A channel plan that fits',
      body: 'Only the platforms you chose, with a budget split that matches what you can spend each month.',
    },
    {
      key: 'challenges',
      title: 'Fixes for your biggest challenges',
      body: 'Concrete next steps for the two things holding you back, from “no time” to “traffic but no sales”.',
    },
    {
      key: 'review',
      title: 'Reviewed by a human strategist',
      body: 'Every plan is checked by a real marketing strategist before it is sent. No unchecked AI output.',
    },
  ],
} as const

export const proof = {
  title: 'Founders who stopped guessing',
  lead: 'Small businesses use their plan to get moving — and to keep going.',
} as const

export const pricing = {
  title: 'Simple, honest pricing',
  lead: 'Start free. Upgrade only if you want the deeper toolkit.',
  free: {
    name: 'Free Marketing Plan',
    price: formatAmount(0, site.currency),
    cadence: 'free forever',
    description: 'A personalised starting strategy for your business.',
    features: ['Delivered within 24 hours', '30 content ideas', '90-day roadmap', 'Top 5 keywords', 'Reviewed by a human strategist'],
    cta: 'Get My Free Plan',
    note: 'No credit card needed',
  },
  pro: {
    name: 'Pro Marketing Strategy Plan',
    badge: 'Most Popular',
    price: site.price.label,
    cadence: 'one-time',
    worth: site.proWorth,
    description: 'The full toolkit to execute with confidence — pay once, keep it forever.',
    features: [
      'Everything in the free plan',
      'Detailed 90-day roadmap with weekly tasks',
      'Done-for-you content templates',
      'Custom competitor analysis report',
      'Lifetime access, no recurring fees',
      '30-day money-back guarantee',
    ],
    cta: 'Get Pro Tools',
    tooltip: `One payment of ${site.price.exact}. Lifetime access, no subscription, 30-day money-back guarantee.`,
  },
  service: {
    name: 'Full Execution Service',
    price: site.servicePrice,
    cadence: '/month',
    description: 'We run your marketing for you, following your plan.',
    features: [
      'A dedicated marketer for your business',
      'Content created and posted for you',
      'Ad campaigns set up and managed',
      'Monthly results report and review call',
    ],
    cta: 'Coming Soon',
    tooltip: 'We’re not taking clients for this service yet. Start with the free plan — you’ll hear first when it opens.',
  },
} as const

export const closingCta = {
  title: 'Your next 90 days of marketing, planned by tomorrow',
  body: 'Answer 17 quick questions and get a free, personalised plan in your inbox within 24 hours.',
  cta: 'Get My Free Plan',
  note: 'No credit card needed · Reviewed by a human strategist',
} as const
