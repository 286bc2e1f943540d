/**
 * Puts `text` on the clipboard: the Clipboard API where the browser allows it, else the old
 * copy command. False when neither worked (the caller shows the text so it can be copied by hand).
 */
export async function copyText(text: string, nav: Navigator = navigator): Promise<boolean> {
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
