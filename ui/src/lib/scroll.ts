export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * Scrolls to an in-page section (smoothly unless the visitor asked for less
 * motion) and moves keyboard focus there so the next Tab continues from it.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  layOutWholePage()
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `#${id}`)
  }
}

/**
 * A direct load of `/#pricing` (or another section): go to the section at once, and again
 * once the web font has settled the layout, unless the visitor has scrolled since. Instant,
 * never animated: an animation still running when the font check reads the position would
 * look like the visitor scrolling away.
 */
export function scrollToHashOnLoad() {
  const id = decodeURIComponent(window.location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!target) return
  layOutWholePage()
  target.scrollIntoView({ block: 'start', behavior: 'instant' })
  const settled = window.scrollY
  void document.fonts?.ready.then(() => {
    if (window.scrollY === settled) target.scrollIntoView({ block: 'start', behavior: 'instant' })
  })
}

/**
 * Sections that are laid out only near the viewport (`deferred-section` in index.css) are all
 * laid out from now on, so a scroll target's position no longer moves as they render.
 */
function layOutWholePage() {
  document.documentElement.classList.add('layout-all')
}
