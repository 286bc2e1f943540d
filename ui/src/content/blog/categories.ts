/** The blog's categories, in the order of their chips ('All' comes first, before these). */
export const BLOG_CATEGORIES = [
  'Marketing Strategy',
  'Growth Hacking',
  'SEO',
  'Social Media',
  'Content Marketing',
  'Email Marketing',
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
