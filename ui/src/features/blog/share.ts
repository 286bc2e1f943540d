import { copyText } from '@/lib/clipboard'

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
