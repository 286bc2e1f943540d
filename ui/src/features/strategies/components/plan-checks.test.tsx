import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlanChecks } from './plan-checks'

describe('PlanChecks', () => {
  it('says so when the plan keeps every rule', () => {
    render(<PlanChecks checks={[]} />)
    expect(screen.getByTestId('plan-checks')).toHaveTextContent('all check out')
    expect(screen.queryByTestId('generator-note')).toBeNull()
  })

  it('lists every broken rule for the admin to fix before approving', () => {
    render(
      <PlanChecks
        checks={[
          { rule: 'keywords', message: 'There are 2 keywords, 2 of them distinct; the plan promises 5.' },
          { rule: 'week-over-time', message: 'Week 3 asks for 400 minutes; the founder has 300.' },
        ]}
      />,
    )
    const report = screen.getByRole('note')
    expect(report).toHaveTextContent('2 things in this plan break the answers')
    expect(report).toHaveTextContent('Week 3 asks for 400 minutes')
  })

  it('shows why the built-in planner wrote a draft the AI was asked for', () => {
    render(<PlanChecks checks={[]} note="AI: gpt could not write this plan (timeout), so the built-in planner did." />)
    expect(screen.getByTestId('generator-note')).toHaveTextContent('so the built-in planner did')
  })

  it('shows nothing for a plan written as text only', () => {
    const { container } = render(<PlanChecks checks={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })
})
