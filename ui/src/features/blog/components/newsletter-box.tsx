import { CircleCheck, LoaderCircle, Mail } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { EmailInput } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/**
 * The newsletter box: it subscribes, with double opt-in. The form, its error line and the
 * thank-you panel are all here; the blog's script (`bindNewsletter` in ../islands.ts) checks
 * the address, sends it, and shows the server's words as they come.
 */
export function NewsletterBox({ className }: { className?: string }) {
  const id = useId()
  const inputId = `${id}-email`
  const errorId = `${id}-error`
  const headingId = `${id}-heading`

  return (
    <section
      aria-labelledby={headingId}
      data-newsletter=""
      className={cn(
        'relative isolate overflow-clip rounded-3xl bg-indigo-700 px-6 py-10 text-white shadow-xl sm:px-10 sm:py-12 lg:px-14',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-indigo-500/40 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-violet-500/30 blur-2xl" />
      <div className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div>
          <div className="grid size-11 place-items-center rounded-xl bg-white/10 text-white">
            <Mail className="size-5" aria-hidden="true" />
          </div>
          <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            One practical marketing idea, every other week
          </h2>
          <p className="mt-3 text-base leading-relaxed text-indigo-100">
            New articles and small experiments you can run in an afternoon, straight to your inbox.
          </p>
        </div>
        <div>
          <div
            hidden
            role="status"
            tabIndex={-1}
            data-newsletter-success=""
            className="flex items-start gap-3 rounded-2xl bg-white p-5 text-slate-900 shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-white/60"
          >
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
            <div>
              <p className="font-semibold">Almost there!</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700" data-testid="newsletter-success" data-newsletter-message="" />
            </div>
          </div>
          <form noValidate aria-labelledby={headingId} data-newsletter-form="">
            <Label htmlFor={inputId} className="text-indigo-50">
              Email address
            </Label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <EmailInput
                id={inputId}
                data-error-id={errorId}
                className="h-12 border-white bg-white focus-visible:border-white focus-visible:ring-white/40 aria-invalid:border-red-300 aria-invalid:ring-3 aria-invalid:ring-red-300/60"
              />
              <Button type="submit" size="lg" variant="inverse" className="sm:w-40">
                <span data-when="idle">Subscribe</span>
                <span data-when="busy" hidden className="inline-flex items-center gap-2">
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Subscribing…
                </span>
              </Button>
            </div>
            <p
              id={errorId}
              hidden
              role="alert"
              data-newsletter-error=""
              className="mt-3 rounded-lg bg-white px-3 py-2 text-sm font-medium text-red-700"
            />
          </form>
          <p className="mt-3 text-sm text-indigo-100">No spam. Unsubscribe anytime.</p>
        </div>
      </div>
    </section>
  )
}
