/**
 * The buttons that open the survey (`data-survey-open`) on a prerendered page. The survey's
 * code (React included) is not part of the page's first load: it is fetched when the visitor
 * shows intent (a pointer over or focus on one of these buttons, or the first touch, scroll or
 * key press anywhere), so that it is usually there by the time of the click. A click that comes
 * first still opens the survey as soon as its code has arrived, with the button marked busy.
 */
const loadSurvey = () => import('./survey-root')

let loading: ReturnType<typeof loadSurvey> | null = null

function load() {
  loading ??= loadSurvey().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

function preload() {
  load().catch(() => {
    // The click tries again and says so if it fails too.
  })
}

const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'scroll', 'keydown'] as const
const LOAD_FAILED_MESSAGE = 'The survey couldn’t load. Check your connection and try again.'

export function bindSurveyTriggers(root: Document | Element) {
  const triggers = [...root.querySelectorAll<HTMLElement>('[data-survey-open]')]
  if (triggers.length === 0) return

  const onFirstInteraction = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, onFirstInteraction)
    preload()
  }
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, onFirstInteraction, { passive: true })

  for (const trigger of triggers) {
    trigger.addEventListener('pointerenter', preload)
    trigger.addEventListener('focus', preload)
    trigger.addEventListener('click', (event) => {
      event.preventDefault()
      trigger.setAttribute('aria-busy', 'true')
      load()
        .then((survey) => survey.openSurvey(trigger))
        .catch(() => announce(LOAD_FAILED_MESSAGE))
        .finally(() => trigger.removeAttribute('aria-busy'))
    })
  }
}

/** A short notice at the foot of the window, for the rare survey that cannot load. */
function announce(message: string) {
  const notice = document.createElement('p')
  notice.setAttribute('role', 'alert')
  notice.className =
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-slate-900 px-4 py-3 text-center text-sm text-white shadow-lg'
  notice.textContent = message
  document.body.append(notice)
  window.setTimeout(() => notice.remove(), 6000)
}
