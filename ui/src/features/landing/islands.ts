/**
 * The live parts of the prerendered landing page, in plain DOM code: the live count, the
 * section links and the phone menu, and the price tooltips. The buttons that open the survey
 * are bound by the app (src/app/islands.ts), which loads the survey on intent.
 */
import { STATS_FALLBACK_TODAY } from '@/content/landing'
import { LEAD_SUBMITTED_EVENT } from '@/lib/events'
import { scrollToHashOnLoad, scrollToSection } from '@/lib/scroll'
import { bindTooltips } from '@/lib/tooltip'
import { deliveredToday, fetchLeadStats } from './api/stats'

/** How often the hero's count is read again while the page is visible. */
export const LIVE_COUNT_REFRESH_MS = 30_000

export function bindLanding(root: Document | Element = document) {
  bindLiveCount(root)
  bindSectionLinks(root)
  bindMenu(root)
  bindTooltips(root)
  scrollToHashOnLoad()
}

/**
 * "N marketing toolkits delivered today": read at once, every 30 seconds while the page is
 * visible, and as soon as a survey is submitted here. Without any answer there is no honest
 * number to show, so the line goes away; a later failure keeps the last number.
 */
export function bindLiveCount(root: Document | Element) {
  const line = root.querySelector<HTMLElement>('[data-live-count]')
  if (!line) return
  const loading = line.querySelector<HTMLElement>('[data-when="loading"]')
  const loaded = line.querySelector<HTMLElement>('[data-when="loaded"]')
  const number = line.querySelector<HTMLElement>('[data-testid="hero-count"]')
  let shown = false
  let inFlight: AbortController | null = null

  const refresh = () => {
    inFlight?.abort()
    const request = new AbortController()
    inFlight = request
    fetchLeadStats(request.signal).then(
      (stats) => {
        const count = deliveredToday(stats, STATS_FALLBACK_TODAY)
        if (count === undefined || !number || !loaded) return
        number.textContent = String(count)
        loaded.hidden = false
        loading?.remove()
        shown = true
      },
      () => {
        if (!shown && !request.signal.aborted) line.hidden = true
      },
    )
  }

  // In a task of its own: the page's first task only binds what a visitor can touch.
  window.setTimeout(refresh, 0)
  window.setInterval(() => {
    if (document.visibilityState === 'visible') refresh()
  }, LIVE_COUNT_REFRESH_MS)
  window.addEventListener(LEAD_SUBMITTED_EVENT, refresh)
}

/**
 * Section buttons (`data-scroll-to`) and in-page `#section` links scroll smoothly to their
 * section and move the focus there; a placeholder `#` link goes nowhere.
 */
export function bindSectionLinks(root: Document | Element) {
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || event.defaultPrevented) return
    const button = event.target.closest<HTMLElement>('[data-scroll-to]')
    if (button) {
      scrollToSection(button.dataset.scrollTo!)
      return
    }
    const link = event.target.closest<HTMLAnchorElement>('a[href^="#"]')
    if (!link) return
    const mouse = event as MouseEvent
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return
    event.preventDefault()
    const id = decodeURIComponent(link.getAttribute('href')!.slice(1))
    if (id) scrollToSection(id)
  })
}

/** The phone menu: the toggle opens and closes it, and a section chosen in it closes it. */
export function bindMenu(root: Document | Element) {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const menu = toggle && root.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`)
  if (!toggle || !menu) return
  const setOpen = (open: boolean) => {
    menu.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu')
    for (const icon of toggle.querySelectorAll('[data-when]')) {
      icon.classList.toggle('hidden', icon.getAttribute('data-when') !== (open ? 'open' : 'closed'))
    }
  }
  toggle.addEventListener('click', () => setOpen(menu.hidden))
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-scroll-to]')) setOpen(false)
  })
}
