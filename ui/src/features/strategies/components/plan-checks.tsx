import { CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Strategy } from '../types'

/** One line above the plan: information, or a warning the strategist must act on. */
function Note({ testId, warn, children }: { testId: string; warn: boolean; children: ReactNode }) {
  return (
    <p
      data-testid={testId}
      className={
        warn
          ? 'flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-5'
          : 'flex items-start gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-sm text-slate-700 sm:px-5'
      }
    >
      {warn ? (
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <span>{children}</span>
    </p>
  )
}

/** Whether the note already says the built-in planner did not recognise the trade. */
function aboutTheTrade(note: string | null | undefined): boolean {
  return /not recognise/.test(note ?? '')
}

/** “drone”, “inspection”: the words quoted. */
function quotedList(words: string[]): string {
  return `“${words.join('”, “')}”`
}

/** “drone” is, or “drone”, “inspection” are: the words quoted, with the verb that fits. */
function quoted(words: string[]): string {
  return `${quotedList(words)} ${words.length === 1 ? 'is' : 'are'}`
}

/** The trade the plan is for, and how sure the built-in planner is of it; a warning when it is a guess. */
export function TradeLine({ strategy }: { strategy: Strategy }) {
  const match = strategy.recognition
  const named = strategy.plan?.trade
  if (!match && !named) return null
  const words = match?.words.length ? ` (from ${quotedList(match.words)})` : ''
  const sure = match?.confidence === 'sure'
  let reading: string
  if (!match || !match.trade) reading = 'The built-in planner did not recognise the trade.'
  else if (sure) reading = `The built-in planner recognised ${match.trade}${words}.`
  else if (match.confidence === 'contested')
    reading = `The built-in planner could not tell ${match.trade} from ${match.runnerUp ?? 'another trade'}${words}: it guessed.`
  else if (match.confidence === 'unexplained')
    reading = `The built-in planner's closest trade is ${match.trade}${words}, but ${quoted(match.unexplainedWords ?? [])} not part of it: it did not write for that trade.`
  else reading = `The built-in planner only guessed ${match.trade}${words}.`
  const trade = named ? `Trade: ${named}. ` : ''
  return (
    <Note testId="trade-line" warn={!sure}>
      {trade}
      {reading}
      {sure ? '' : ' Check that the plan is written for this business before approving it.'}
    </Note>
  )
}

/** What the checker ran, and what no rule can check. */
function Rules({ rules }: { rules: string[] }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer rounded font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        What the checker checked ({rules.length} rules), and what it did not
      </summary>
      <ul className="mt-1.5 ml-6 list-disc" data-testid="checked-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-1.5">
        It does not check that the plan is right for this trade, that its facts and prices are true, or how it reads: that is your review.
      </p>
    </details>
  )
}

/**
 * The consistency checker's report on a drafted plan, below the note on who wrote it and the
 * trade it is for: what it broke, or that the rules it ran found nothing, with the rules
 * themselves. Nothing shows for a plan written as text only (an older draft).
 */
export function PlanChecks({ strategy }: { strategy: Strategy }) {
  return (
    <>
      {/* Why the built-in planner wrote a draft the AI provider was asked for, or that it did not recognise the trade. */}
      {strategy.generatorNote ? (
        <Note testId="generator-note" warn={aboutTheTrade(strategy.generatorNote)}>
          {strategy.generatorNote}
        </Note>
      ) : null}
      {/* A note that the trade was not recognised already says what the trade line would. */}
      {aboutTheTrade(strategy.generatorNote) ? null : <TradeLine strategy={strategy} />}
      <CheckReport checks={strategy.checks} rules={strategy.checkedRules ?? []} unchecked={strategy.uncheckedRules ?? []} />
    </>
  )
}

/** The rules the checker could not run on this plan, with why: a green report claims none of them. */
function Unchecked({ unchecked }: { unchecked: string[] }) {
  if (!unchecked.length) return null
  return (
    <div className="mt-1 text-sm text-slate-700" data-testid="unchecked-rules">
      <p>Not checked on this plan, so review these yourself:</p>
      <ul className="ml-6 list-disc">
        {unchecked.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  )
}

function CheckReport({ checks, rules, unchecked }: { checks: Strategy['checks']; rules: string[]; unchecked: string[] }) {
  if (!checks) return null
  if (checks.length === 0) {
    return (
      <div data-testid="plan-checks" className="border-b border-slate-100 px-4 py-2.5 text-sm text-emerald-800 sm:px-5">
        <p className="flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {rules.length
            ? `The checker found nothing against the answers: the plan keeps every rule it ran (${rules.length}, listed below).`
            : 'The checker found nothing against the answers.'}
        </p>
        <Unchecked unchecked={unchecked} />
        {rules.length ? <Rules rules={rules} /> : null}
      </div>
    )
  }
  return (
    <div
      data-testid="plan-checks"
      role="note"
      className="grid gap-1.5 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {checks.length === 1 ? 'One thing in this plan breaks the answers' : `${checks.length} things in this plan break the answers`}; fix
        them in the text before approving:
      </p>
      <ul className="ml-6 list-disc">
        {checks.map((check, index) => (
          <li key={index}>{check.message}</li>
        ))}
      </ul>
      <Unchecked unchecked={unchecked} />
      {rules.length ? <Rules rules={rules} /> : null}
    </div>
  )
}
