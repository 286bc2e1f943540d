import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Strategy } from '../types'
import { PlanChecks } from './plan-checks'

const RULES = ['the channels fit the hours a week the founder has', '13 roadmap weeks, numbered 1 to 13']

function strategy(fields: Partial<Strategy>): Strategy {
  return {
    id: 1,
    leadId: 1,
    status: 'pending_review',
    strategy: '',
    generator: 'built-in planner',
    createdAt: '',
    createdBy: 'system',
    ...fields,
  } as Strategy
}

describe('PlanChecks', () => {
  it('says what the checker ran, and what no rule checks, when the plan keeps every rule', () => {
    render(<PlanChecks strategy={strategy({ checks: [], checkedRules: RULES })} />)
    const report = screen.getByTestId('plan-checks')
    expect(report).toHaveTextContent('the plan keeps every rule it ran (2, listed below)')
    expect(report).not.toHaveTextContent("the trade's own words")
    expect(screen.queryByTestId('unchecked-rules')).toBeNull()
    expect(report).toHaveTextContent('What the checker checked (2 rules), and what it did not')
    expect(screen.getByTestId('checked-rules')).toHaveTextContent('13 roadmap weeks')
    expect(report).toHaveTextContent('It does not check that the plan is right for this trade')
    expect(screen.queryByTestId('generator-note')).toBeNull()
  })

  it('claims only the rules that ran, and says which did not and why', () => {
    const skipped = "no content idea names another trade's business or products (not checked: the trade was not recognised)"
    render(<PlanChecks strategy={strategy({ checks: [], checkedRules: RULES, uncheckedRules: [skipped] })} />)
    const report = screen.getByTestId('plan-checks')
    expect(report).toHaveTextContent('keeps every rule it ran (2, listed below)')
    expect(screen.getByTestId('unchecked-rules')).toHaveTextContent('Not checked on this plan')
    expect(screen.getByTestId('unchecked-rules')).toHaveTextContent('the trade was not recognised')
    expect(screen.getByTestId('checked-rules')).not.toHaveTextContent('another trade')
  })

  it('lists every broken rule for the admin to fix before approving', () => {
    render(
      <PlanChecks
        strategy={strategy({
          checks: [
            { rule: 'keywords', message: 'There are 2 keywords, 2 of them distinct; the plan promises 5.' },
            { rule: 'week-over-time', message: 'Week 3 asks for 400 minutes; the founder has 300.' },
          ],
          checkedRules: RULES,
        })}
      />,
    )
    const report = screen.getByRole('note')
    expect(report).toHaveTextContent('2 things in this plan break the answers')
    expect(report).toHaveTextContent('Week 3 asks for 400 minutes')
  })

  it('shows why the built-in planner wrote a draft the AI was asked for', () => {
    render(
      <PlanChecks
        strategy={strategy({ checks: [], generatorNote: 'AI: gpt could not write this plan (timeout), so the built-in planner did.' })}
      />,
    )
    expect(screen.getByTestId('generator-note')).toHaveTextContent('so the built-in planner did')
  })

  it('names the trade the planner recognised, and warns when it only guessed', () => {
    const { unmount } = render(
      <PlanChecks strategy={strategy({ recognition: { trade: 'neighbourhood bakery', confidence: 'sure', words: ['bakery'] } })} />,
    )
    expect(screen.getByTestId('trade-line')).toHaveTextContent('The built-in planner recognised neighbourhood bakery (from “bakery”).')
    expect(screen.getByTestId('trade-line')).not.toHaveTextContent('Check that the plan')
    unmount()
    render(
      <PlanChecks
        strategy={strategy({
          recognition: { trade: 'nail salon', confidence: 'contested', words: ['nail trims'], runnerUp: 'dog grooming' },
        })}
      />,
    )
    const line = screen.getByTestId('trade-line')
    expect(line).toHaveTextContent('could not tell nail salon from dog grooming (from “nail trims”): it guessed.')
    expect(line).toHaveTextContent('Check that the plan is written for this business before approving it.')
  })

  it("says which of the founder's words the closest trade does not take in", () => {
    render(
      <PlanChecks
        strategy={strategy({
          recognition: { trade: 'roofing', confidence: 'unexplained', words: ['roofer'], unexplainedWords: ['drone', 'inspection'] },
        })}
      />,
    )
    const line = screen.getByTestId('trade-line')
    expect(line).toHaveTextContent('closest trade is roofing (from “roofer”), but “drone”, “inspection” are not part of it')
    expect(line).toHaveTextContent('Check that the plan is written for this business before approving it.')
  })

  it('a note that the trade was not recognised is the warning, not said twice', () => {
    render(
      <PlanChecks
        strategy={strategy({
          generatorNote: 'The trade was not recognised (nothing in the offering names a trade the planner knows), so this plan is general.',
          recognition: { confidence: 'weak', words: [] },
        })}
      />,
    )
    expect(screen.getByTestId('generator-note')).toHaveTextContent('The trade was not recognised')
    expect(screen.queryByTestId('trade-line')).toBeNull()
  })

  it('shows nothing for a plan written as text only', () => {
    const { container } = render(<PlanChecks strategy={strategy({})} />)
    expect(container).toBeEmptyDOMElement()
  })
})
