import { screen, waitFor } from '@testing-library/react'
import { jsonResponse, renderPrerendered, stubFetch } from '@/test/prerendered'
import { bindNewsletter } from '../islands'
import { NewsletterBox } from './newsletter-box'

async function renderBox() {
  const view = await renderPrerendered(<NewsletterBox />, { url: '/blog' })
  bindNewsletter(view.container)
  return view
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the newsletter box', () => {
  it('has a labelled e-mail field, a Subscribe button and the no-spam promise', async () => {
    await renderBox()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    expect(screen.getByText('No spam. Unsubscribe anytime.')).toBeInTheDocument()
  })

  it('explains a missing or malformed address in place and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(202, { message: 'never' }))
    const { user } = await renderBox()
    const field = screen.getByLabelText('Email address')

    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Please enter your email address.')
    expect(field).toHaveFocus()

    await user.type(field, 'owner@bakery')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('subscribes and shows the server’s confirmation', async () => {
    let release: () => void = () => {}
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(202, { message: 'Check your inbox to confirm your subscription.' }))
        }),
    )
    const { user } = await renderBox()
    await user.type(screen.getByLabelText('Email address'), '  owner@bloomandcrumb.example ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByRole('button', { name: /Subscribing/ })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/newsletter/subscribe')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'owner@bloomandcrumb.example' })

    release()
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Check your inbox to confirm your subscription.')
    await waitFor(() => expect(status).toHaveFocus())
    expect(screen.getByLabelText('Email address')).not.toBeVisible()
  })

  it('shows the server’s reason for a refused address next to the field', async () => {
    stubFetch(() => jsonResponse(400, { message: 'Please enter a valid e-mail address', field: 'email' }))
    const { user } = await renderBox()
    await user.type(screen.getByLabelText('Email address'), 'owner@example.invalid')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address')
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@example.invalid')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('passes on a rate limit and stays usable', async () => {
    stubFetch(() => jsonResponse(429, { message: 'Too many sign-ups from your network. Please try again in 12 minutes.' }))
    const { user } = await renderBox()
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from your network.')
  })

  it('keeps server faults and lost connections in plain words', async () => {
    stubFetch(() => jsonResponse(500, { message: 'database is locked' }))
    const { user } = await renderBox()
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t reach the server.'))
  })
})
