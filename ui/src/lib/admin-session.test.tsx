import { act, render, screen } from '@testing-library/react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ADMIN_EXPIRES_KEY,
  ADMIN_TOKEN_KEY,
  ADMIN_USERNAME_KEY,
  currentAdminToken,
  hasUsableToken,
  readStoredSession,
  useAdminGuard,
  useAdminSession,
} from './admin-session'

beforeEach(() => {
  useAdminSession.getState().signOut()
})

describe('the admin session store', () => {
  it('keeps the token in local storage under adminToken', () => {
    useAdminSession.getState().signIn({ token: 'tok-1', username: 'ada', expiresAt: '2999-01-01T00:00:00Z' })
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-1')
    expect(localStorage.getItem(ADMIN_USERNAME_KEY)).toBe('ada')
    expect(localStorage.getItem(ADMIN_EXPIRES_KEY)).toBe('2999-01-01T00:00:00Z')
    expect(useAdminSession.getState()).toMatchObject({ token: 'tok-1', username: 'ada' })
    expect(readStoredSession().token).toBe('tok-1')
    expect(currentAdminToken()).toBe('tok-1')
  })

  it('forgets everything on sign-out and says whether there was a session', () => {
    useAdminSession.getState().signIn({ token: 'tok-2' })
    expect(useAdminSession.getState().signOut()).toBe(true)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(ADMIN_USERNAME_KEY)).toBeNull()
    expect(useAdminSession.getState().token).toBeNull()
    expect(currentAdminToken()).toBeNull()
    // A second sign-out (e.g. two 401s at once) reports nothing new.
    expect(useAdminSession.getState().signOut()).toBe(false)
  })

  it('follows a sign-out made in another tab', () => {
    useAdminSession.getState().signIn({ token: 'tok-3' })
    localStorage.removeItem(ADMIN_TOKEN_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_TOKEN_KEY }))
    expect(useAdminSession.getState().token).toBeNull()
  })
})

describe('the redirect rule', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')

  it('needs a token', () => {
    expect(hasUsableToken({ token: null, expiresAt: null }, now)).toBe(false)
    expect(hasUsableToken({ token: '', expiresAt: null }, now)).toBe(false)
  })

  it('accepts a token without a known expiry (the server decides)', () => {
    expect(hasUsableToken({ token: 't', expiresAt: null }, now)).toBe(true)
    expect(hasUsableToken({ token: 't', expiresAt: 'not a date' }, now)).toBe(true)
  })

  it('accepts a token until its expiry and refuses it from then on', () => {
    expect(hasUsableToken({ token: 't', expiresAt: '2025-03-01T12:00:01Z' }, now)).toBe(true)
    expect(hasUsableToken({ token: 't', expiresAt: '2025-03-01T12:00:00Z' }, now)).toBe(false)
    expect(hasUsableToken({ token: 't', expiresAt: '2025-02-28T12:00:00Z' }, now)).toBe(false)
  })
})

function Guarded() {
  const token = useAdminGuard()
  return token ? <p>dashboard for {token}</p> : null
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/admin" component={Guarded} />
        <Route path="/admin/login">
          <p>login page</p>
        </Route>
      </Switch>
    </Router>,
  )
  return location
}

describe('useAdminGuard', () => {
  it('sends a visitor without a token to /admin/login, replacing the history entry', async () => {
    const location = renderAt('/admin')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(location.history).toEqual(['/admin/login'])
  })

  it('lets a signed-in admin stay', () => {
    useAdminSession.getState().signIn({ token: 'tok-4' })
    renderAt('/admin')
    expect(screen.getByText('dashboard for tok-4')).toBeInTheDocument()
  })

  it('drops an expired token and redirects', async () => {
    useAdminSession.getState().signIn({ token: 'old', expiresAt: '2000-01-01T00:00:00Z' })
    renderAt('/admin')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it('redirects as soon as the token goes away (Logout, or a 401)', async () => {
    useAdminSession.getState().signIn({ token: 'tok-5' })
    renderAt('/admin')
    expect(screen.getByText('dashboard for tok-5')).toBeInTheDocument()
    act(() => {
      useAdminSession.getState().signOut()
    })
    expect(await screen.findByText('login page')).toBeInTheDocument()
  })
})
