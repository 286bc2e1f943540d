import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { useToastStore } from '@/components/ui/use-toast'
import { createQueryClient } from '@/lib/api-client'
import { createEmptyForm, useSurveyStore } from '../store'
import { SurveyDialog, THANK_YOU_MESSAGE } from './survey-dialog'

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open survey
      </button>
      <SurveyDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

function renderDialog() {
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  render(
    <AppProviders queryClient={queryClient}>
      <Harness />
    </AppProviders>,
  )
  return { user, queryClient }
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** Every answer filled in, so a test can start at the last step. */
function answeredForm() {
  return {
    ...createEmptyForm(),
    businessName: 'Bloom & Crumb',
    businessType: 'food-beverage',
    sellLocation: 'online-only',
    businessOffering: 'Sourdough and cakes',
    businessStage: 'launched',
    idealCustomer: 'Busy parents',
    problemSolved: 'Fresh bread on weekdays',
    primaryGoal: 'get-first-customers',
    timeAvailable: '3-5-hours',
    marketingBudget: '50-200',
    brandTone: 'friendly',
    marketingSupport: 'diy',
    platforms: ['instagram'],
    marketingChallenges: ['not-enough-time'],
    currentMarketing: ['none'],
  }
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  useSurveyStore.getState().reset()
  useToastStore.setState({ toasts: [] })
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SurveyDialog', () => {
  it('shows the title, the progress and a disabled Previous on step 1', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })
    expect(within(dialog).getByText('Answer a few questions to get your personalized strategy')).toBeInTheDocument()
    expect(within(dialog).getByText('Step 1 of 17')).toBeInTheDocument()
    expect(within(dialog).getByText('6%')).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /previous/i })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /next/i })).toBeEnabled()
  })

  it('refuses Next without an answer, explains why, and walks forward once answered', async () => {
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: /next/i }))

    const name = screen.getByLabelText('What’s the name of your business?')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Please enter your business name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name.getAttribute('aria-describedby')).toContain(alert.id)
    expect(screen.getByText('Step 1 of 17')).toBeInTheDocument()

    await user.type(name, 'Bloom & Crumb{Enter}')
    expect(await screen.findByText('Step 2 of 17')).toBeInTheDocument()
    expect(screen.getByText('12%')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /next/i }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your business type')

    await user.click(screen.getByLabelText(/Food & beverage/))
    await user.click(screen.getByRole('button', { name: /next/i }))
    expect(screen.getByText('Step 3 of 17')).toBeInTheDocument()

    // The location box appears only for local sellers.
    expect(screen.queryByLabelText(/Which town, city or area/)).not.toBeInTheDocument()
    await user.click(screen.getByLabelText(/Locally/))
    await user.type(screen.getByLabelText(/Which town, city or area/), 'Leeds')
    expect(useSurveyStore.getState().form.specificLocation).toBe('Leeds')

    await user.click(screen.getByRole('button', { name: /previous/i }))
    expect(screen.getByText('Step 2 of 17')).toBeInTheDocument()
    expect(screen.getByLabelText(/Food & beverage/)).toBeChecked()
  })

  it('disables the other challenges once two are chosen, Other included', async () => {
    useSurveyStore.getState().goTo(15)
    const { user } = renderDialog()
    await user.click(screen.getByLabelText('I don’t have enough time'))
    await user.type(screen.getByLabelText('Describe your other challenge'), 'A chain opened next door')
    expect(screen.getByLabelText('Other')).toBeChecked()
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument()
    expect(screen.getByLabelText('My budget is too small')).toBeDisabled()

    await user.clear(screen.getByLabelText('Describe your other challenge'))
    expect(screen.getByLabelText('Other')).not.toBeChecked()
    expect(screen.getByLabelText('My budget is too small')).toBeEnabled()
  })

  it('submits the form, shows the thank-you view and remembers the visitor', async () => {
    useSurveyStore.setState({ step: 17, form: answeredForm() })
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }))
    const { user, queryClient } = renderDialog()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')

    expect(screen.getByText('Drop your email to get your free plan:')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Drop your email to get your free plan:'), 'owner@example')
    await user.click(screen.getByRole('button', { name: 'Get My Free Plan' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Drop your email to get your free plan:'), '.com')
    await user.click(screen.getByRole('button', { name: 'Get My Free Plan' }))

    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument()
    expect(await screen.findByText('Thank you!')).toBeInTheDocument()
    expect(screen.getByText('We will send you the free strategy within 24 hours.')).toBeInTheDocument()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/leads')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({ businessName: 'Bloom & Crumb', email: 'owner@example.com', faxNumber: '' })

    expect(localStorage.getItem('userEmail')).toBe('owner@example.com')
    expect(localStorage.getItem('userBusinessName')).toBe('Bloom & Crumb')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/leads/stats'] })

    // Closing resets everything.
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(useSurveyStore.getState().step).toBe(1)
    expect(useSurveyStore.getState().submitted).toBe(false)
    expect(useSurveyStore.getState().form).toEqual(createEmptyForm())
  })

  it('keeps the dialog open with the answers and shows the server’s message on failure', async () => {
    useSurveyStore.setState({ step: 17, form: { ...answeredForm(), email: 'owner@example.com' } })
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Please enter a valid e-mail address', field: 'email' }))
    const { user } = renderDialog()

    await user.click(screen.getByRole('button', { name: 'Get My Free Plan' }))

    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getAllByText('Please enter a valid e-mail address').length).toBeGreaterThan(0)
    expect(screen.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })).toBeInTheDocument()
    expect(screen.getByText('Step 17 of 17')).toBeInTheDocument()
    expect(screen.getByLabelText('Drop your email to get your free plan:')).toHaveValue('owner@example.com')
    expect(useSurveyStore.getState().form.businessName).toBe('Bloom & Crumb')
    expect(localStorage.getItem('userEmail')).toBeNull()
  })

  it('falls back to a friendly message when the network fails', async () => {
    useSurveyStore.setState({ step: 17, form: { ...answeredForm(), email: 'owner@example.com' } })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Get My Free Plan' }))
    expect(await screen.findByText('Failed to generate marketing plan. Please try again.')).toBeInTheDocument()
  })

  it('reads "Generating..." while the plan is being submitted', async () => {
    useSurveyStore.setState({ step: 17, form: { ...answeredForm(), email: 'owner@example.com' } })
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Get My Free Plan' }))
    expect(await screen.findByRole('button', { name: /Generating\.\.\./ })).toBeDisabled()
    answer(jsonResponse(201, { id: 1 }))
    await waitFor(() => expect(screen.getByText(THANK_YOU_MESSAGE)).toBeInTheDocument())
  })
})
