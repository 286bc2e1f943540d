import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { cn } from '@/lib/utils'

/** Where the newsletter's e-mail links land: `/blog?newsletter=<outcome>` (see the server's newsletter API). */
export type NewsletterOutcome = 'confirmed' | 'unsubscribed' | 'invalid'

const notices: Record<NewsletterOutcome, { title: string; body: string; tone: 'success' | 'warning' }> = {
  confirmed: {
    title: 'You’re subscribed!',
    body: 'Thanks for confirming your e-mail address. The next issue will arrive in your inbox.',
    tone: 'success',
  },
  unsubscribed: {
    title: 'You’re unsubscribed.',
    body: 'You won’t receive the newsletter any more. Changed your mind? You can subscribe again at the bottom of this page.',
    tone: 'success',
  },
  invalid: {
    title: 'That link didn’t work.',
    body: 'It may have expired or already been used. To get the newsletter, subscribe again at the bottom of this page.',
    tone: 'warning',
  },
}

export function newsletterOutcome(value: string | null): NewsletterOutcome | undefined {
  return value === 'confirmed' || value === 'unsubscribed' || value === 'invalid' ? value : undefined
}

/**
 * The results of the confirm and unsubscribe links, one for each outcome, all hidden: the blog's
 * script shows the one `?newsletter=` names (features/blog/islands.ts).
 */
export function NewsletterNotices() {
  return (
    <div hidden data-newsletter-notices="" className="mb-10">
      {(Object.keys(notices) as NewsletterOutcome[]).map((outcome) => (
        <NewsletterNotice key={outcome} outcome={outcome} />
      ))}
    </div>
  )
}

function NewsletterNotice({ outcome }: { outcome: NewsletterOutcome }) {
  const notice = notices[outcome]
  const Icon = notice.tone === 'success' ? CircleCheck : CircleAlert
  return (
    <div
      hidden
      role="status"
      data-newsletter-notice={outcome}
      className={cn(
        'mx-auto flex max-w-2xl items-start gap-3 rounded-2xl border p-4 pr-3 text-left shadow-sm',
        notice.tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', notice.tone === 'success' ? 'text-emerald-700' : 'text-amber-700')}
        aria-hidden="true"
      />
      <p className="flex-1 text-sm leading-relaxed">
        <strong className="font-semibold">{notice.title}</strong> {notice.body}
      </p>
      <button
        type="button"
        data-newsletter-dismiss=""
        aria-label="Dismiss"
        className="grid size-8 shrink-0 place-items-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
