/** The category filter's words and layout, shared by the page and its script. */

/** The address form of a category, for `/blog?category=...` ("Email Marketing" → "email-marketing"). */
export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * Desktop columns (of 6) for each card, so an uneven count fills its rows: five posts sit
 * as two wide cards over three, four as two pairs.
 */
export function cardSpan(index: number, count: number) {
  const wide = count % 3 === 2 ? 2 : count % 3 === 1 ? Math.min(count, 4) : 0
  return index < wide ? 'lg:col-span-3' : 'lg:col-span-2'
}

/** What a screen reader hears after a chip is pressed; `category` null means All. */
export function countLabel(total: number, category: string | null) {
  const articles = `${total} ${total === 1 ? 'article' : 'articles'}`
  return category === null ? `Showing all ${articles}` : `Showing ${articles} in ${category}`
}

/** The heading over the grid of cards. */
export function listHeading(category: string | null) {
  return category === null ? 'Latest articles' : `${category} articles`
}
