export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

type ShareTarget = { url: string; title: string; text?: string }

/**
 * Shares a link: the system share sheet where the browser has one (phones, mostly),
 * otherwise the link goes to the clipboard. A share sheet the visitor closes is 'cancelled',
 * not a failure; a share sheet that breaks falls back to copying.
 */
export async function shareLink(target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> {
  const data: ShareData = { url: target.url, title: target.title, text: target.text }
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  return (await copyText(target.url, nav)) ? 'copied' : 'failed'
}

async function copyText(text: string, nav: Navigator): Promise<boolean> {
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(text)
      return true
    } catch {
      // Refused (permissions, an insecure origin): try the old way below.
    }
  }
  return legacyCopy(text)
}

/** The pre-Clipboard-API way, still the only one in some embedded browsers. */
function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.appendChild(field)
  const selection = document.getSelection()
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null
  field.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  field.remove()
  if (previous && selection) {
    selection.removeAllRanges()
    selection.addRange(previous)
  }
  return copied
}
