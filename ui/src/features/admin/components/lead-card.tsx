import { AlertTriangle, CheckCircle2, Clock, ExternalLink, LoaderCircle, Mail, Sparkles } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { LeadPlans } from '@/components/lead-plans'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { draftLabel, useDraftWriter } from '@/lib/lead-plans'
import { userMessage } from '@/lib/http'
import { formatDateTime } from '@/lib/datetime'
import { labelOf, labelsOf } from '@/lib/lead-labels'
import { planDeadline, type PlanDeadline } from '@/lib/plan-deadline'
import { statusLabel, statusTone } from '@/lib/strategy-status'
import { cn } from '@/lib/utils'
import { useGenerateStrategy } from '../api/generate-strategy'
import { customerMailto } from '../mailto'
import { PersonDataActions } from './person-data'
import { PlanPageSection } from './plan-page-progress'
import type { Lead } from '../types'
import { mailtoHref } from '@/lib/mailto'

export const NOT_PROVIDED = 'Not provided'
export const UNNAMED_BUSINESS = 'Unnamed Business'

export const GENERATE_TEXT = {
  successTitle: 'Success',
  errorTitle: 'Error',
  errorFallback: 'Failed to draft a plan',
  pending: 'Generating...',
  again: 'Draft another plan',
} as const

/** What the toast says once a draft is stored: who wrote it, and why the built-in planner did when the AI was asked. */
export function draftedDescription(generator: string | undefined, note?: string | null): string {
  const by = !generator || generator === 'built-in planner' ? 'the built-in planner' : `the AI (${generator})`
  return note ? `Drafted by ${by}. ${note}` : `Drafted by ${by}; it is pending review.`
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === ''
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3">
      <dt className="pt-px text-xs leading-5 font-medium text-slate-500">{label}</dt>
      <dd className={cn('text-sm leading-5 break-words whitespace-pre-line', empty ? 'text-slate-500 italic' : 'text-slate-900')}>
        {empty ? NOT_PROVIDED : children}
      </dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 px-4 py-3.5 sm:px-5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      <dl className="mt-2.5 grid gap-2">{children}</dl>
    </section>
  )
}

export function DeadlineBadge({ deadline, sentAt }: { deadline: PlanDeadline; sentAt?: string | null }) {
  if (deadline.state === 'sent') {
    return (
      <Badge tone="success" title={sentAt ? `Plan sent ${formatDateTime(sentAt)}` : undefined}>
        <CheckCircle2 aria-hidden="true" />
        <span className="sr-only">24-hour promise: </span>
        {deadline.label}
      </Badge>
    )
  }
  if (deadline.state === 'overdue') {
    return (
      <Badge tone="danger" className="border-red-300 bg-red-100 font-semibold text-red-800">
        <AlertTriangle aria-hidden="true" />
        <span className="sr-only">24-hour promise: </span>
        {deadline.label}
      </Badge>
    )
  }
  return (
    <Badge tone={deadline.dueSoon ? 'warning' : 'neutral'}>
      <Clock aria-hidden="true" />
      <span className="sr-only">24-hour promise: </span>
      {deadline.label}
    </Badge>
  )
}

export function LeadCard({ lead, now }: { lead: Lead; now: number }) {
  const generate = useGenerateStrategy()
  const writer = useDraftWriter()
  const [confirming, setConfirming] = useState(false)
  const name = lead.businessName?.trim() || UNNAMED_BUSINESS
  const deadline = planDeadline(lead.createdAt, lead.planSentAt, now)
  const headingId = `lead-${lead.id}-name`

  const sellLocation = labelOf('sellLocation', lead.sellLocation)
  const challenges = [
    labelsOf(
      'marketingChallenges',
      lead.marketingChallenges.filter((value) => value !== 'other'),
    ),
    lead.marketingChallenges.includes('other') ? `Other: ${lead.otherChallenge?.trim() || NOT_PROVIDED}` : '',
  ]
    .filter(Boolean)
    .join(', ')

  const planSent = Boolean(lead.planSentAt)
  const onGenerate = (again = false) => {
    generate.mutate(
      { leadId: lead.id, again },
      {
        onSuccess: (draft) => {
          setConfirming(false)
          toast({
            title: GENERATE_TEXT.successTitle,
            description: draftedDescription(draft.generator, draft.generatorNote),
            variant: 'success',
          })
        },
        onError: (error) =>
          toast({
            title: GENERATE_TEXT.errorTitle,
            description: userMessage(error, GENERATE_TEXT.errorFallback),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <article
      aria-labelledby={headingId}
      data-testid="lead-card"
      className={cn(
        'overflow-hidden rounded-xl border bg-white shadow-xs',
        deadline.state === 'overdue' ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200',
      )}
    >
      <header
        className={cn(
          'flex flex-col gap-2 border-b px-4 py-3.5 sm:flex-row sm:items-start sm:justify-between sm:px-5',
          deadline.state === 'overdue' ? 'border-red-200 bg-red-50/60' : 'border-slate-100',
        )}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {name}
            </h2>
            {/* Once sent, the deadline badge says so; the status would only repeat it. */}
            {lead.latestStrategyStatus && !(lead.latestStrategyStatus === 'sent' && lead.planSentAt) ? (
              <Badge tone={statusTone(lead.latestStrategyStatus)}>
                <span className="sr-only">Strategy status: </span>
                {statusLabel(lead.latestStrategyStatus)}
              </Badge>
            ) : null}
          </div>
          <p className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
            <a
              href={mailtoHref(lead.email)}
              className="self-start rounded break-all text-slate-700 underline-offset-2 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {lead.email}
            </a>
            <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
              ·
            </span>
            <span>
              Submitted <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </span>
          </p>
        </div>
        <div className="flex shrink-0" data-testid="plan-deadline">
          <DeadlineBadge deadline={deadline} sentAt={lead.planSentAt} />
        </div>
      </header>

      <div className="grid divide-y divide-slate-100 lg:grid-cols-3 lg:divide-x lg:divide-y-0">
        <Section title="Business Details">
          <Field label="Type">{labelOf('businessType', lead.businessType)}</Field>
          <Field label="Stage">{labelOf('businessStage', lead.businessStage)}</Field>
          <Field label="Offering">{lead.businessOffering?.trim()}</Field>
          <Field label="Sell location">
            {sellLocation && lead.specificLocation?.trim() ? `${sellLocation} — ${lead.specificLocation.trim()}` : sellLocation}
          </Field>
          <Field label="Website">
            {lead.website?.trim() ? (
              <a
                href={websiteHref(lead.website.trim())}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded break-all text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {lead.website.trim()}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </Field>
        </Section>
        <Section title="Goals & Customers">
          <Field label="Primary goal">{labelOf('primaryGoal', lead.primaryGoal)}</Field>
          <Field label="Ideal customer">{lead.idealCustomer?.trim()}</Field>
          <Field label="Problem solved">{lead.problemSolved?.trim()}</Field>
          {/* The survey no longer asks it: shown only for answers that have one. */}
          {lead.successVision?.trim() ? <Field label="Success vision">{lead.successVision.trim()}</Field> : null}
        </Section>
        <Section title="Marketing Info">
          <Field label="Budget">{labelOf('marketingBudget', lead.marketingBudget)}</Field>
          <Field label="Time available">{labelOf('timeAvailable', lead.timeAvailable)}</Field>
          <Field label="Brand tone">{labelOf('brandTone', lead.brandTone)}</Field>
          <Field label="Support needed">{labelOf('marketingSupport', lead.marketingSupport)}</Field>
          <Field label="Current marketing">{labelsOf('currentMarketing', lead.currentMarketing)}</Field>
          <Field label="Preferred platforms">{labelsOf('platforms', lead.platforms)}</Field>
          <Field label="Challenges">{challenges}</Field>
        </Section>
      </div>

      {lead.planPage ? <PlanPageSection leadId={lead.id} business={name} progress={lead.planPage} now={now} /> : null}

      <footer className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span>
            ID: <span className="font-mono text-slate-800">{lead.id}</span>
          </span>
          <span>
            Plan Generated:{' '}
            <span className={cn('font-medium', lead.planGenerated ? 'text-emerald-700' : 'text-slate-800')}>
              {lead.planGenerated ? 'Yes' : 'No'}
            </span>
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <PersonDataActions email={lead.email} />
          <Button asChild variant="outline" size="sm">
            <a href={customerMailto(lead.email, lead.businessName)}>
              <Mail aria-hidden="true" />
              Email Customer
            </a>
          </Button>
          <Button size="sm" onClick={() => (planSent ? setConfirming(true) : onGenerate())} disabled={generate.isPending}>
            {generate.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {generate.isPending ? GENERATE_TEXT.pending : draftLabel(writer.data)}
          </Button>
        </div>
      </footer>
      {lead.planGenerated ? (
        <details className="group border-t border-slate-100 px-4 py-3 sm:px-5">
          <summary className="cursor-pointer rounded text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
            Plans and sends
          </summary>
          <div className="mt-3">
            <PlansOnOpen leadId={lead.id} />
          </div>
        </details>
      ) : null}
      <Dialog open={confirming} onOpenChange={(open) => !generate.isPending && setConfirming(open)}>
        <DialogContent className="gap-4 p-6 sm:max-w-lg">
          <DialogTitle className="pr-10">A plan already went to {lead.email}</DialogTitle>
          <DialogDescription>
            It was sent {lead.planSentAt ? formatDateTime(lead.planSentAt) : ''}. A new draft waits for review like any other; sending it as
            well will need a reason.
          </DialogDescription>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={generate.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={() => onGenerate(true)} disabled={generate.isPending}>
              {generate.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {GENERATE_TEXT.again}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </article>
  )
}

/** The lead's plans, loaded once the section is opened. */
function PlansOnOpen({ leadId }: { leadId: number }) {
  return <LeadPlans leadId={leadId} />
}
