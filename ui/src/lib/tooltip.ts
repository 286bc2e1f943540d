/**
 * Tooltips for prerendered pages, in plain DOM code: an element with `data-tooltip="text"`
 * shows the text above itself after a pointer rests on it for 700 ms (300 ms when another
 * tooltip was open a moment ago), and at once when it takes the keyboard focus. Escape,
 * leaving or blurring it hides the tooltip. The text is the element's accessible description
 * while it shows.
 */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
const GAP_PX = 6
const EDGE_PX = 8

let closedAt = Number.NEGATIVE_INFINITY
let tooltipCount = 0

export function bindTooltips(root: Document | Element) {
  for (const trigger of root.querySelectorAll<HTMLElement>('[data-tooltip]')) bindTooltip(trigger)
}

function bindTooltip(trigger: HTMLElement) {
  const id = `tooltip-${++tooltipCount}`
  let tip: HTMLElement | null = null
  let timer: number | undefined

  const show = () => {
    window.clearTimeout(timer)
    if (tip) return
    tip = document.createElement('div')
    tip.id = id
    tip.setAttribute('role', 'tooltip')
    tip.dataset.slot = 'tooltip-content'
    tip.className =
      'animate-fade-in pointer-events-none fixed z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-center text-xs leading-relaxed text-white shadow-lg'
    tip.textContent = trigger.dataset.tooltip ?? ''
    const arrow = document.createElement('span')
    arrow.setAttribute('aria-hidden', 'true')
    arrow.className = 'absolute top-full left-1/2 -mt-1 size-2 -translate-x-1/2 rotate-45 bg-slate-900'
    tip.append(arrow)
    document.body.append(tip)
    if (place(trigger, tip) === 'below') arrow.className = arrow.className.replace('top-full', 'bottom-full').replace('-mt-1', '-mb-1')
    trigger.setAttribute('aria-describedby', id)
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', hide, { passive: true, once: true })
  }
  const hide = () => {
    window.clearTimeout(timer)
    if (!tip) return
    tip.remove()
    tip = null
    closedAt = performance.now()
    trigger.removeAttribute('aria-describedby')
    document.removeEventListener('keydown', onKey)
    window.removeEventListener('scroll', hide)
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide()
  }
  const showSoon = () => {
    if (tip || timer !== undefined) return
    const delay = performance.now() - closedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS
    timer = window.setTimeout(() => {
      timer = undefined
      show()
    }, delay)
  }
  const cancel = () => {
    window.clearTimeout(timer)
    timer = undefined
    hide()
  }

  trigger.addEventListener('pointerenter', showSoon)
  trigger.addEventListener('pointermove', showSoon)
  trigger.addEventListener('pointerleave', cancel)
  // Focus from the keyboard shows it; focus that comes with a click does not.
  let pressed = false
  trigger.addEventListener('pointerdown', () => {
    pressed = true
    cancel()
  })
  trigger.addEventListener('pointerup', () => (pressed = false))
  trigger.addEventListener('focus', () => {
    if (!pressed) show()
  })
  trigger.addEventListener('blur', () => {
    pressed = false
    cancel()
  })
}

/** Above the trigger, centred on it, kept inside the window; below it where there is no room above. */
function place(trigger: HTMLElement, tip: HTMLElement): 'above' | 'below' {
  const anchor = trigger.getBoundingClientRect()
  const size = tip.getBoundingClientRect()
  const left = Math.min(Math.max(EDGE_PX, anchor.left + anchor.width / 2 - size.width / 2), window.innerWidth - size.width - EDGE_PX)
  const above = anchor.top - size.height - GAP_PX
  tip.style.left = `${Math.round(left)}px`
  const side = above >= EDGE_PX ? 'above' : 'below'
  tip.style.top = `${Math.round(side === 'above' ? above : anchor.bottom + GAP_PX)}px`
  return side
}
