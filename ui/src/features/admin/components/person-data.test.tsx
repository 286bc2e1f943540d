import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/use-toast'
import { useAdminSession } from '@/lib/admin-session'
import { fakeServer, renderWithRouter } from '@/test/admin'
import { describeErased, exportFileName } from '../api/person'
import { PersonDataActions } from './person-data'

const EMAIL = 'owner@bloombakery.com'

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
  useAdminSession.getState().signIn({ token: 'tok', username: 'ada' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("a lead's personal data", () => {
  it('exports everything about the address as a JSON download', async () => {
    const { calls } = fakeServer({ 'POST /api/admin/people/export': () => ({ body: { email: EMAIL, leads: [{ id: 1 }] } }) })
    const created = vi.fn<(blob: Blob) => string>(() => 'blob:export')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderWithRouter(<PersonDataActions email={EMAIL} />)
    await user.click(screen.getByRole('button', { name: 'Export data' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/people/export', body: { email: EMAIL } })
    expect(calls[0]!.headers.authorization).toBe('Bearer tok')
    const blob = created.mock.calls[0]![0]
    expect(JSON.parse(await blob.text())).toEqual({ email: EMAIL, leads: [{ id: 1 }] })
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement
    expect(link.download).toMatch(/^personal-data-owner@bloombakery\.com-\d{4}-\d{2}-\d{2}\.json$/)
  })

  it('erases only after the admin confirms, then says what went', async () => {
    const { calls } = fakeServer({
      'POST /api/admin/people/erase': () => ({
        body: { leads: 2, strategies: 2, emails: 5, newsletterSubscriptions: 1, ordersAnonymised: 1 },
      }),
    })
    const { user } = renderWithRouter(<PersonDataActions email={EMAIL} />)
    await user.click(screen.getByRole('button', { name: 'Erase data' }))
    expect(screen.getByRole('dialog', { name: `Erase everything about ${EMAIL}?` })).toHaveTextContent('cannot be undone')
    expect(calls).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Erase data' }))
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/people/erase', body: { email: EMAIL } })
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Data erased',
      description: `${EMAIL}: 2 surveys, 2 plan drafts, 5 e-mails, the newsletter subscription; 1 order kept without name or address.`,
    })
  })

  it('says why an erasure failed and keeps the dialog open', async () => {
    fakeServer({ 'POST /api/admin/people/erase': () => ({ status: 404, body: { message: 'Nothing is stored about this address' } }) })
    const { user } = renderWithRouter(<PersonDataActions email={EMAIL} />)
    await user.click(screen.getByRole('button', { name: 'Erase data' }))
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }))
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Failed to erase the data',
        description: 'Nothing is stored about this address',
      }),
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('names the file and counts in words', () => {
    expect(exportFileName('Ana Lima@x.com', new Date('2026-11-25T10:00:00Z'))).toBe('personal-data-ana_lima@x.com-2026-11-25.json')
    expect(describeErased({ leads: 1, strategies: 0, emails: 1, newsletterSubscriptions: 0, ordersAnonymised: 0 })).toBe(
      '1 survey, 0 plan drafts, 1 e-mail',
    )
  })
})
