/**
 * The live parts of the blog's prerendered pages, in plain DOM code: the category chips, the
 * newsletter form and the notices its e-mail links lead to, and Share. Everything else on
 * those pages is HTML that needs no script.
 */
import { SubscribeError, subscribeToNewsletter } from './api/subscribe'
import { CHIP_PRESSED, CHIP_UNPRESSED } from './components/category-chips'
import { newsletterOutcome } from './components/newsletter-notice'
import { cardSpan, countLabel, listHeading } from './filter'
import { validateNewsletterEmail } from './newsletter'
import { shareLink } from './share'

/** Binds every part of the blog found under `root`. */
export function bindBlog(root: Document | Element = document) {
  bindCategoryFilter(root)
  bindNewsletter(root)
  bindNewsletterNotices(root)
  bindShareButtons(root)
}

const swapClasses = (element: Element, remove: string, add: string) => {
  element.classList.remove(...remove.split(' '))
  element.classList.add(...add.split(' '))
}

/** Sets one query parameter of the address (or removes it, with null) without a page load. */
function replaceParam(name: string, value: string | null) {
  const url = new URL(window.location.href)
  if (value === null) url.searchParams.delete(name)
  else url.searchParams.set(name, value)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * The chips filter the list: cards of other categories are hidden, the featured article shows
 * only under 'All' or its own category, and the heading, the count a screen reader hears and
 * the empty state follow. The choice is kept in `?category=`. The categories are the chips'
 * own (`data-category` = the slug, 'all' for All): the server made one per category.
 */
export function bindCategoryFilter(root: Document | Element) {
  const list = root.querySelector<HTMLElement>('[data-blog-posts]')
  if (!list) return
  const chips = [...root.querySelectorAll<HTMLButtonElement>('[data-chip]')]
  const names = new Map(chips.map((chip) => [chip.dataset.category ?? '', chip.textContent?.trim() ?? '']))
  const others = list.querySelector<HTMLElement>('[data-blog-others]')
  const empty = root.querySelector<HTMLElement>('[data-blog-empty]')
  const count = root.querySelector<HTMLElement>('[data-blog-count]')
  const cards = [...list.querySelectorAll<HTMLElement>('[data-post-category]')]
  /** The chip a `?category=` value names; anything unknown (or missing) means All. */
  const known = (slug: string | null | undefined) => {
    const key = (slug ?? '').toLowerCase()
    return key !== 'all' && names.has(key) ? key : 'all'
  }

  const apply = (filter: string) => {
    const category = filter === 'all' ? null : (names.get(filter) ?? null)
    const matches = (card: HTMLElement) => category === null || card.dataset.postCategory === filter
    const shown = cards.filter((card) => matches(card) && card.closest('[data-blog-others]'))
    const total = cards.filter(matches).length
    for (const card of cards) card.hidden = !matches(card)
    shown.forEach((card, index) => swapClasses(card, 'lg:col-span-2 lg:col-span-3', cardSpan(index, shown.length)))
    if (others) {
      others.hidden = shown.length === 0
      const heading = others.querySelector('h2')
      if (heading) heading.textContent = listHeading(category)
    }
    list.hidden = total === 0
    if (empty) {
      empty.hidden = total > 0
      const name = empty.querySelector('[data-blog-empty-category]')
      if (name) name.textContent = category ?? ''
    }
    for (const chip of chips) {
      const pressed = chip.dataset.category === filter
      chip.setAttribute('aria-pressed', String(pressed))
      swapClasses(chip, pressed ? CHIP_UNPRESSED : CHIP_PRESSED, pressed ? CHIP_PRESSED : CHIP_UNPRESSED)
    }
    if (count) count.textContent = countLabel(total, category)
  }

  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-category]') : null
    if (!button || button.tagName !== 'BUTTON') return
    const filter = known(button.dataset.category)
    apply(filter)
    replaceParam('category', filter === 'all' ? null : filter)
    // The empty state's button goes away with the state: keep the keyboard in the chips.
    if (!button.hasAttribute('data-chip')) chips[0]?.focus()
  })

  const initial = known(new URLSearchParams(window.location.search).get('category'))
  if (initial !== 'all') apply(initial)
}

/**
 * The newsletter form: the address is checked here first, then by the server, whose words are
 * shown as they come; on success the thank-you panel takes the form's place and the focus.
 */
export function bindNewsletter(root: Document | Element) {
  for (const box of root.querySelectorAll<HTMLElement>('[data-newsletter]')) {
    const form = box.querySelector<HTMLFormElement>('[data-newsletter-form]')
    const input = form?.querySelector<HTMLInputElement>('input[name="email"]')
    const error = box.querySelector<HTMLElement>('[data-newsletter-error]')
    const success = box.querySelector<HTMLElement>('[data-newsletter-success]')
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (!form || !input || !error || !success || !button) continue
    let pending = false

    const showError = (message: string | null) => {
      error.textContent = message ?? ''
      error.hidden = message === null
      if (message === null) {
        input.removeAttribute('aria-invalid')
        input.removeAttribute('aria-describedby')
      } else {
        input.setAttribute('aria-invalid', 'true')
        input.setAttribute('aria-describedby', error.id)
      }
    }
    const setPending = (value: boolean) => {
      pending = value
      button.disabled = value
      for (const part of button.querySelectorAll<HTMLElement>('[data-when]')) {
        part.hidden = (part.dataset.when === 'busy') !== value
      }
    }

    input.addEventListener('input', () => {
      if (!error.hidden) showError(null)
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (pending) return
      const problem = validateNewsletterEmail(input.value)
      showError(problem)
      if (problem) {
        input.focus()
        return
      }
      setPending(true)
      subscribeToNewsletter(input.value.trim()).then(
        (message) => {
          const text = success.querySelector('[data-newsletter-message]')
          if (text) text.textContent = message
          form.hidden = true
          success.hidden = false
          success.focus()
        },
        (failure: unknown) => {
          setPending(false)
          showError(failure instanceof SubscribeError ? failure.message : 'Something went wrong. Please try again.')
          input.focus()
        },
      )
    })
  }
}

/** `?newsletter=<outcome>`, where the newsletter's e-mail links land: the matching notice, dismissable. */
export function bindNewsletterNotices(root: Document | Element) {
  const notices = root.querySelector<HTMLElement>('[data-newsletter-notices]')
  if (!notices) return
  const outcome = newsletterOutcome(new URLSearchParams(window.location.search).get('newsletter'))
  const notice = outcome && notices.querySelector<HTMLElement>(`[data-newsletter-notice="${outcome}"]`)
  if (!notice) return
  notice.hidden = false
  notices.hidden = false
  notice.querySelector('[data-newsletter-dismiss]')?.addEventListener('click', () => {
    notices.hidden = true
    replaceParam('newsletter', null)
  })
}

const STATUS_CLEAR_MS = 4000

/** Share: the system share sheet where there is one, else the link is copied and the line beside the button says so. */
export function bindShareButtons(root: Document | Element) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    const status = button.parentElement?.querySelector<HTMLElement>('[data-share-status]')
    let timer: number | undefined
    button.addEventListener('click', () => {
      const url = window.location.href
      void shareLink({ url, title: button.dataset.shareTitle ?? document.title, text: button.dataset.shareText }).then((outcome) => {
        if (!status || (outcome !== 'copied' && outcome !== 'failed')) return
        status.textContent = outcome === 'copied' ? 'Link copied' : `Couldn’t copy the link: ${url}`
        status.classList.toggle('text-emerald-700', outcome === 'copied')
        status.classList.toggle('text-red-700', outcome === 'failed')
        window.clearTimeout(timer)
        if (outcome === 'copied') timer = window.setTimeout(() => (status.textContent = ''), STATUS_CLEAR_MS)
      })
    })
  }
}
