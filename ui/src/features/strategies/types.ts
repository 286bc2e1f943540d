import type { Schemas } from '@/lib/http'

/** The lead fields a strategy carries. */
export type StrategyLead = Schemas['StrategyLead']

/** A plan with its review history; `strategy` is Markdown. */
export type Strategy = Schemas['Strategy']
