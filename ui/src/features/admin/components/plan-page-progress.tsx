import { Copy, LoaderCircle, Unlink } from 'lucide-react'
import { useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { copyText } from '@/lib/clipboard'
import { formatDate, formatDateTime, formatRelative } from '@/lib/datetime'
import { userMessage } from '@/lib/http'
import { useRevokePlanPage, type PlanPageProgress } from '../api/plan-pages'

/** A plan's weeks. */
export const PLAN_WEEKS = 13

export const PLAN_PAGE_TEXT = {
  heading: 'Plan page',
  copy: 'Copy the founder’s link',
  copiedTitle: 'Link copied',
  copiedDescription: 'Give it to the founder only: anyone with it can open their plan.',
  copyFailedTitle: 'Could not copy the link',
  revoke: 'Turn off the link',
  revoking: 'Turning off…',
  revokedTitle: 'Link turned off',
  revokeFailed: 'Failed to turn off the link',
  notOpened: 'Not opened yet',
} as const

/** What each state of the Monday e-mails means, as the admin reads it. */
export const MONDAY_EMAILS: Record<string, string> = {
  on: 'on',
  paused: 'paused after three quiet weeks',
  stopped: 'stopped by the founder',
  ended: 'ended after week 13',
  revoked: 'link turned off',
}

const startDate = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

/** "Mon, Dec 7" for the plan's first Monday ("2026-12-07", a calendar date, read as written). */
function formatStart(startsOn: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startsOn)
  if (!match) return startsOn
  return startDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/** "Week 3 of 13", "Starts Mon, Dec 7" before week 1, "Finished" after week 13. */
export function planWeekText(progress: Pick<PlanPageProgress, 'week' | 'startsOn'>): string {
  if (progress.week <= 0) return `Starts ${formatStart(progress.startsOn)}`
  if (progress.week > PLAN_WEEKS) return 'Finished'
  return `Week ${progress.week} of ${PLAN_WEEKS}`
}

/** "5 of 40 tasks ticked". */
export function tickedText(ticked: number, total: number): string {
  return `${ticked} of ${total} ${total === 1 ? 'task' : 'tasks'} ticked`
}

/** "on · 4 sent · opened from 2": the state in words, then what was sent and opened. */
export function mondayEmailsText(progress: Pick<PlanPageProgress, 'mondayEmails' | 'emailsSent' | 'emailsOpened'>): string {
  const state = MONDAY_EMAILS[progress.mondayEmails] ?? progress.mondayEmails
  return `${state} · ${progress.emailsSent} sent · opened from ${progress.emailsOpened}`
}

function percentOf(ticked: number, total: number): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((ticked * 100) / total))) : 0
}

/**
 * A lead's plan page at a glance: the week, the ticks, the last visit, the Monday e-mails;
 * the founder's link to copy (never to click: opening it would count as the founder's visit)
 * and a way to turn it off.
 */
export function PlanPageSection({
  leadId,
  business,
  progress,
  now,
}: {
  leadId: number
  business: string
  progress: PlanPageProgress
  now: number
}) {
  const revoke = useRevokePlanPage()
  const [confirming, setConfirming] = useState(false)
  const revokedNow = useRef(false)
  const sectionRef = useRef<HTMLElement>(null)
  const id = `lead-${leadId}-plan-page`
  const revoked = Boolean(progress.revokedAt) || progress.mondayEmails === 'revoked'
  const ticked = tickedText(progress.ticked, progress.total)
  const percent = percentOf(progress.ticked, progress.total)

  const onCopy = async () => {
    const url = `${window.location.origin}${progress.path}`
    if (await copyText(url)) {
      toast({ title: PLAN_PAGE_TEXT.copiedTitle, description: PLAN_PAGE_TEXT.copiedDescription, variant: 'success' })
    } else {
      toast({ title: PLAN_PAGE_TEXT.copyFailedTitle, description: `Copy it from here: ${url}`, variant: 'destructive', duration: 20_000 })
    }
  }

  const onRevoke = () => {
    revoke.mutate(leadId, {
      onSuccess: () => {
        revokedNow.current = true
        setConfirming(false)
        toast({
          title: PLAN_PAGE_TEXT.revokedTitle,
          description: `${business}’s plan page no longer opens, and its Monday e-mails have stopped.`,
          variant: 'success',
        })
      },
      onError: (error) =>
        toast({ title: PLAN_PAGE_TEXT.revokeFailed, description: userMessage(error, PLAN_PAGE_TEXT.revokeFailed), variant: 'destructive' }),
    })
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      data-testid="plan-page-progress"
      className="border-t border-slate-100 px-4 py-3.5 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-inset sm:px-5"
    >
      <Dialog open={confirming} onOpenChange={(open) => !revoke.isPending && setConfirming(open)}>
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <h3 id={`${id}-heading`} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {PLAN_PAGE_TEXT.heading}
          </h3>
          {revoked ? (
            <Badge tone="danger">
              <Unlink aria-hidden="true" />
              {PLAN_PAGE_TEXT.revokedTitle}
            </Badge>
          ) : (
            <Badge tone={progress.week >= 1 && progress.week <= PLAN_WEEKS ? 'accent' : 'neutral'} data-testid="plan-page-week">
              {planWeekText(progress)}
            </Badge>
          )}
        </div>

        <div className="mt-2.5 grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-6">
          <div className="grid min-w-0 gap-2.5">
            <div className="max-w-md">
              <p id={`${id}-ticked`} className="flex items-baseline justify-between gap-3 text-sm text-slate-900">
                <span className="font-medium">{ticked}</span>
                <span className="text-xs text-slate-600 tabular-nums" aria-hidden="true">
                  {percent}%
                </span>
              </p>
              <Progress
                value={percent}
                aria-labelledby={`${id}-ticked`}
                getValueLabel={() => ticked}
                className={revoked ? 'mt-1.5 [&>*]:bg-slate-400' : 'mt-1.5'}
              />
            </div>
            <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="pt-px text-xs leading-5 font-medium text-slate-500">Last visit</dt>
              <dd className="leading-5 text-slate-900">
                {progress.lastVisitAt ? (
                  <>
                    <time dateTime={progress.lastVisitAt} title={formatDateTime(progress.lastVisitAt)}>
                      {formatRelative(progress.lastVisitAt, now)}
                    </time>
                    <span className="text-slate-600">
                      {' '}
                      · {progress.visits} {progress.visits === 1 ? 'visit' : 'visits'}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-600">{PLAN_PAGE_TEXT.notOpened}</span>
                )}
              </dd>
              <dt className="pt-px text-xs leading-5 font-medium text-slate-500">Monday e-mails</dt>
              <dd className="leading-5 text-slate-900" data-testid="plan-page-emails">
                {mondayEmailsText(progress)}
              </dd>
            </dl>
          </div>

          {revoked ? (
            <p className="text-sm text-slate-600">
              Turned off
              {progress.revokedAt ? (
                <>
                  {' '}
                  <time dateTime={progress.revokedAt} title={formatDateTime(progress.revokedAt)}>
                    {formatDate(progress.revokedAt)}
                  </time>
                </>
              ) : null}
              : the founder’s link no longer opens the page.
            </p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap md:justify-end">
              <Button variant="outline" size="sm" onClick={() => void onCopy()}>
                <Copy aria-hidden="true" />
                {PLAN_PAGE_TEXT.copy}
              </Button>
              {/* The dialog's trigger, so the focus comes back to it when the dialog is cancelled. */}
              <DialogTrigger asChild>
                <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50 hover:text-red-900">
                  <Unlink aria-hidden="true" />
                  {PLAN_PAGE_TEXT.revoke}
                </Button>
              </DialogTrigger>
            </div>
          )}
        </div>

        <DialogContent
          className="gap-4 p-6 sm:max-w-lg"
          onCloseAutoFocus={(event) => {
            // The button that opened the dialog is gone once the link is off: the section says what changed.
            if (!revokedNow.current) return
            event.preventDefault()
            revokedNow.current = false
            sectionRef.current?.focus()
          }}
        >
          <DialogTitle className="pr-10">Turn off {business}’s plan link?</DialogTitle>
          <DialogDescription>
            The page at the founder’s link stops opening and the Monday e-mails stop. Their ticks and figures stay with the lead. This
            cannot be undone; a plan sent to them later comes with a new link.
          </DialogDescription>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={revoke.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={onRevoke} disabled={revoke.isPending}>
              {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Unlink aria-hidden="true" />}
              {revoke.isPending ? PLAN_PAGE_TEXT.revoking : PLAN_PAGE_TEXT.revoke}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  )
}
