import { screen, waitFor } from '@testing-library/react'
import HomePage from '@/pages/home'
import { jsonResponse, renderPrerendered, stubFetch } from '@/test/prerendered'
import { bindSurveyTriggers } from './survey-triggers'

describe('the buttons that open the survey on the prerendered landing page', () => {
  // The deadlines only catch a hang: loading the survey's modules can take a while on a busy machine.
  it('open it on the first click, loading its code then, and give the focus back when it closes', { timeout: 90_000 }, async () => {
    stubFetch(() => jsonResponse(200, { generatedToday: 1 }))
    const { container, user } = await renderPrerendered(<HomePage />, { url: '/' })
    bindSurveyTriggers(container)
    expect(screen.queryByRole('dialog')).toBeNull()

    const getStarted = screen.getByRole('banner').querySelector<HTMLElement>('[data-survey-open]')!
    await user.click(getStarted)
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Free Marketing Plan' }, { timeout: 60_000 })
    expect(dialog).toHaveTextContent('Step 1 of 17')
    expect(getStarted).not.toHaveAttribute('aria-busy')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getStarted).toHaveFocus()

    // Every call to action opens the same survey, from its first step.
    const closing = screen.getAllByRole('button', { name: /Get My Free Plan|Get Started|Start/ }).at(-1)!
    await user.click(closing)
    expect(await screen.findByRole('dialog')).toHaveTextContent('Step 1 of 17')
  })
})
