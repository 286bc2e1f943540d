import {
  ArrowLeft,
  Check,
  CircleCheck,
  CircleX,
  FileText,
  History,
  LoaderCircle,
  Pencil,
  Send,
  TriangleAlert,
  UserRound,
  X,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { LeadPlans } from '@/components/lead-plans'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { isUnauthorized } from '@/lib/admin-api'
import { userMessage } from '@/lib/http'
import { ApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/datetime'
import { labelOf } from '@/lib/lead-labels'
import { statusLabel, statusTone } from '@/lib/strategy-status'
import { cn } from '@/lib/utils'
import { useStrategy, useStrategyAction, type StrategyAction } from '../api/strategies'
import { effortLabel } from '../effort'
import type { Strategy } from '../types'
import { PlanChecks } from './plan-checks'
import { DetailRow, StatusNote } from './status-note'
import { PlanPreview } from './plan-preview'
import { SecondSendDialog } from './send-dialog'
import { ViewSwitch } from './view-switch'
import { LIST_TEXT } from './strategy-list'
import { mailtoHref } from '@/lib/mailto'

/** What each review action says when it succeeds or fails. */
export const ACTION_TEXT = {
  approve: { success: 'Strategy approved successfully', failure: 'Failed to approve strategy' },
  reject: { success: 'Strategy rejected successfully', failure: 'Failed to reject strategy' },
  send: { success: 'Strategy sent to customer successfully', failure: 'Failed to send strategy' },
  update: { success: 'Strategy saved successfully', failure: 'Failed to save strategy' },
  loadFailed: 'Failed to load strategy details',
} as const

export function StrategyDetail({ id, fromList, onBack }: { id: number; fromList: Strategy | undefined; onBack: () => void }) {
  const query = useStrategy(id, fromList)
  const action = useStrategyAction(id)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [tab, setTab] = useState('content')
  // How the plan shows: as the customer's e-mail, or as its Markdown; while editing on a phone,
  // the editor or the preview.
  const [view, setView] = useState<'preview' | 'markdown'>('preview')
  const [pane, setPane] = useState<'edit' | 'preview'>('edit')
  const [confirmingSend, setConfirmingSend] = useState(false)
  const editorId = useId()
  const editorHelpId = useId()
  const historyId = useId()
  const editorRef = useRef<HTMLTextAreaElement>(null)
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const strategy = query.data

  // A failed load is announced once per failure; a 401 already said why.
  useEffect(() => {
    if (query.isError && !isUnauthorized(query.error)) {
      toast({ title: ACTION_TEXT.loadFailed, description: userMessage(query.error), variant: 'destructive' })
    }
  }, [query.isError, query.error, query.errorUpdatedAt])

  // On phones the list disappears when a strategy is picked: keyboard focus moves to what replaced it.
  const loaded = strategy !== undefined
  useEffect(() => {
    if (loaded && window.matchMedia?.('(max-width: 1023.98px)').matches) headingRef.current?.focus({ preventScroll: true })
  }, [loaded])

  // The editor closes by itself when the draft stops being editable (set while rendering, so
  // React renders again at once and no frame shows the editor on a draft that cannot be edited).
  const canEdit = strategy?.status === 'pending_review'
  if (editing && !canEdit) setEditing(false)

  if (!strategy) {
    if (query.isError) {
      const gone = query.error instanceof ApiError && query.error.status === 404
      return (
        <Panel onBack={onBack}>
          <div role="alert" className="grid justify-items-start gap-3 p-6 text-sm text-red-800">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {gone ? 'This strategy no longer exists.' : ACTION_TEXT.loadFailed}
            </p>
            {gone ? null : (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </Panel>
      )
    }
    return (
      <Panel onBack={onBack}>
        <div className="grid gap-3 p-6" role="status" aria-label="Loading strategy">
          <div className="h-5 w-56 animate-pulse rounded bg-slate-200" />
          <div className="h-3.5 w-72 animate-pulse rounded bg-slate-100" />
          <div className="mt-4 h-64 animate-pulse rounded-lg bg-slate-100" />
        </div>
      </Panel>
    )
  }

  const lead = strategy.lead
  const effort = effortLabel(strategy.effort)
  const name = lead?.businessName?.trim() || LIST_TEXT.unknownBusiness
  const busy = action.isPending

  const run = (next: StrategyAction, texts: { success: string; failure: string }, after?: () => void) => {
    action.mutate(next, {
      onSuccess: () => {
        toast({ title: texts.success, variant: 'success' })
        after?.()
      },
      onError: (error) => {
        if (isUnauthorized(error)) return
        toast({ title: texts.failure, description: userMessage(error), variant: 'destructive' })
      },
    })
  }

  const startEditing = () => {
    setDraft(strategy.strategy)
    setEditing(true)
    requestAnimationFrame(() => editorRef.current?.focus())
  }
  const stopEditing = () => {
    setEditing(false)
    requestAnimationFrame(() => editButtonRef.current?.focus())
  }
  const draftEmpty = draft.trim() === ''
  const draftUnchanged = draft === strategy.strategy

  return (
    <Panel onBack={onBack}>
      <div className="border-b border-slate-200 px-4 pt-4 pb-3 sm:px-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold break-words text-slate-900 outline-none">
            {name}
          </h2>
          <Badge tone={statusTone(strategy.status)} data-testid="strategy-status">
            <span className="sr-only">Status: </span>
            {statusLabel(strategy.status)}
          </Badge>
        </div>
        <p className="mt-1 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
          {lead?.email ? <span className="break-all">{lead.email}</span> : null}
          {lead?.email ? (
            <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
              ·
            </span>
          ) : null}
          <span data-testid="written-by">
            Draft #{strategy.id}
            {strategy.generator ? ` by the ${strategy.generator}` : ''}
            {effort ? ` (${effort})` : ''}, created <time dateTime={strategy.createdAt}>{formatDateTime(strategy.createdAt)}</time>
          </span>
        </p>
      </div>

      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-slate-200 px-4 py-2.5 sm:px-5">
          <TabsList aria-label="Strategy" className="w-full sm:w-auto">
            <TabsTrigger value="content" className="flex-1 px-2 sm:flex-none sm:px-3">
              <FileText className="hidden sm:block" aria-hidden="true" />
              Strategy Content
            </TabsTrigger>
            <TabsTrigger value="customer" className="flex-1 px-2 sm:flex-none sm:px-3">
              <UserRound className="hidden sm:block" aria-hidden="true" />
              Customer Details
            </TabsTrigger>
          </TabsList>
        </div>

        <TabsContent value="content" className="flex min-h-0 flex-1 flex-col">
          <div className="flex flex-col gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <StatusNote strategy={strategy} />
            {!editing ? (
              <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                {strategy.status === 'pending_review' ? (
                  <>
                    <Button ref={editButtonRef} variant="outline" size="sm" onClick={startEditing} disabled={busy}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="border-red-300 text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => run({ kind: 'reject' }, ACTION_TEXT.reject)}
                      disabled={busy}
                    >
                      {busy && action.variables?.kind === 'reject' ? (
                        <LoaderCircle className="animate-spin" aria-hidden="true" />
                      ) : (
                        <CircleX aria-hidden="true" />
                      )}
                      Reject
                    </Button>
                    <Button size="sm" onClick={() => run({ kind: 'approve' }, ACTION_TEXT.approve)} disabled={busy}>
                      {busy && action.variables?.kind === 'approve' ? (
                        <LoaderCircle className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Check aria-hidden="true" />
                      )}
                      Approve
                    </Button>
                  </>
                ) : null}
                {strategy.status === 'approved' ? (
                  <Button
                    size="sm"
                    onClick={() => (strategy.previousSend ? setConfirmingSend(true) : run({ kind: 'send' }, ACTION_TEXT.send))}
                    disabled={busy}
                  >
                    {busy && action.variables?.kind === 'send' ? (
                      <LoaderCircle className="animate-spin" aria-hidden="true" />
                    ) : (
                      <Send aria-hidden="true" />
                    )}
                    Send to Customer
                  </Button>
                ) : null}
                {strategy.status === 'sent' ? (
                  <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                    <CircleCheck className="size-4" aria-hidden="true" />
                    Delivered to the outbox
                  </span>
                ) : null}
              </div>
            ) : null}
          </div>

          {strategy.previousSend && strategy.status !== 'sent' ? (
            <p
              data-testid="previous-send"
              className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-5"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Plan #{strategy.previousSend.strategyId} already went to this address on {formatDateTime(strategy.previousSend.sentAt)}
              {strategy.previousSend.sentBy ? ` (sent by ${strategy.previousSend.sentBy})` : ''}. Sending this one as well needs a reason.
            </p>
          ) : null}
          {strategy.edited ? (
            <p
              data-testid="edited-note"
              className="flex items-start gap-2 border-b border-slate-100 px-4 py-2.5 text-sm text-slate-700 sm:px-5"
            >
              <Pencil className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                The text was edited after it was drafted; the e-mail and the Pro package’s plan carry it. The positioning, keywords and
                content idea titles follow it in the plan data the package is built from
                {strategy.apart?.length
                  ? `; these parts no longer match the data, so the package’s calendar, copy and checklist do not follow your edits there: ${strategy.apart.join(', ')}.`
                  : ', and so does everything else.'}
              </span>
            </p>
          ) : null}
          {editing ? (
            <form
              className="grid min-h-0 flex-1 gap-3 p-4 sm:p-5 lg:grid-cols-2 lg:grid-rows-[auto_minmax(0,1fr)_auto]"
              onSubmit={(event) => {
                event.preventDefault()
                if (draftEmpty || busy) return
                run({ kind: 'update', text: draft }, ACTION_TEXT.update, stopEditing)
              }}
            >
              <div className="flex flex-wrap items-end justify-between gap-2 lg:col-span-2">
                <div className="grid gap-1.5">
                  <label htmlFor={editorId} className="text-sm font-medium text-slate-800">
                    Strategy text
                  </label>
                  <p id={editorHelpId} className="text-xs text-slate-600">
                    Markdown, previewed as the customer’s e-mail. Saving updates the draft; approve it afterwards to send it.
                  </p>
                </div>
                <ViewSwitch
                  label="Show"
                  className="lg:hidden"
                  value={pane}
                  onChange={setPane}
                  options={[
                    { value: 'edit', label: 'Edit' },
                    { value: 'preview', label: 'Preview' },
                  ]}
                />
              </div>
              <Textarea
                ref={editorRef}
                id={editorId}
                aria-describedby={editorHelpId}
                aria-invalid={draftEmpty || undefined}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault()
                    stopEditing()
                  }
                }}
                spellCheck
                className={cn(
                  'min-h-[50dvh] text-sm leading-relaxed lg:block lg:min-h-48 lg:resize-none',
                  pane === 'preview' && 'max-lg:hidden',
                )}
              />
              <PlanPreview
                id={strategy.id}
                text={draft}
                className={cn('overflow-hidden rounded-md border border-slate-200 lg:flex', pane === 'edit' && 'max-lg:hidden')}
              />
              {draftEmpty ? (
                <p role="alert" className="text-sm text-red-700 lg:col-span-2">
                  The strategy cannot be empty.
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
                <Button variant="outline" size="sm" onClick={stopEditing} disabled={busy}>
                  <X aria-hidden="true" />
                  Cancel
                </Button>
                <Button type="submit" size="sm" disabled={busy || draftEmpty || draftUnchanged}>
                  {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
                  Save
                </Button>
              </div>
            </form>
          ) : (
            <>
              <PlanChecks strategy={strategy} />
              <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2 sm:px-5">
                <p className="text-xs text-slate-600">
                  {view === 'preview' ? 'As the customer’s e-mail will show it' : 'The Markdown it is written in'}
                </p>
                <ViewSwitch
                  label="Show the plan"
                  value={view}
                  onChange={setView}
                  options={[
                    { value: 'preview', label: 'E-mail preview' },
                    { value: 'markdown', label: 'Markdown' },
                  ]}
                />
              </div>
              {view === 'preview' ? (
                <PlanPreview id={strategy.id} text={strategy.strategy} className="flex-1" />
              ) : (
                <div
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus so the keyboard can scroll it
                  tabIndex={0}
                  role="region"
                  aria-label="Strategy text"
                  className="min-h-0 flex-1 overflow-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-inset sm:p-5"
                >
                  <pre
                    data-testid="strategy-text"
                    className={cn(
                      'max-w-[80ch] font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800',
                      query.isFetching && 'opacity-80',
                    )}
                  >
                    {strategy.strategy}
                  </pre>
                </div>
              )}
            </>
          )}
          <SecondSendDialog
            strategy={strategy}
            open={confirmingSend}
            busy={busy}
            onOpenChange={setConfirmingSend}
            onSend={(reason) => run({ kind: 'send', reason }, ACTION_TEXT.send, () => setConfirmingSend(false))}
          />
        </TabsContent>

        <TabsContent value="customer" className="overflow-auto">
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Business name">{name}</DetailRow>
            <DetailRow label="E-mail">
              {lead?.email ? (
                <a
                  href={mailtoHref(lead.email)}
                  className="rounded break-all text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {lead.email}
                </a>
              ) : (
                'N/A'
              )}
            </DetailRow>
            <DetailRow label="Business type">{labelOf('businessType', lead?.businessType) || 'N/A'}</DetailRow>
            <DetailRow label="Business stage">{labelOf('businessStage', lead?.businessStage) || 'N/A'}</DetailRow>
            <DetailRow label="Primary goal">{labelOf('primaryGoal', lead?.primaryGoal) || 'N/A'}</DetailRow>
            <DetailRow label="Survey completed">{formatDateTime(lead?.createdAt) || 'N/A'}</DetailRow>
          </dl>
          {lead?.email ? (
            <div className="px-4 py-4 sm:px-5">
              <Button asChild variant="outline" size="sm">
                <Link href={`/admin?q=${encodeURIComponent(lead.email)}`}>View all survey answers</Link>
              </Button>
            </div>
          ) : null}
          <section aria-labelledby={historyId} className="border-t border-slate-100 px-4 py-4 sm:px-5">
            <h3 id={historyId} className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
              <History className="size-4" aria-hidden="true" />
              This lead’s plans
            </h3>
            <LeadPlans leadId={strategy.leadId} current={strategy.id} />
          </section>
        </TabsContent>
      </Tabs>
    </Panel>
  )
}

/** The right-hand pane; on phones it replaces the list and offers a way back. */
function Panel({ children, onBack }: { children: ReactNode; onBack: () => void }) {
  return (
    <section
      aria-label="Strategy review"
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="border-b border-slate-200 px-2 py-1.5 lg:hidden">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All pending strategies
        </Button>
      </div>
      {children}
    </section>
  )
}
