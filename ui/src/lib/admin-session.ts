import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { create } from 'zustand'

/**
 * The admin session: the bearer token lives in local
 * storage under `adminToken`; the name and expiry beside it only improve the UI.
 * Shared by the admin and strategies features, hence here in lib/.
 */
export const ADMIN_TOKEN_KEY = 'adminToken'
export const ADMIN_USERNAME_KEY = 'adminUsername'
export const ADMIN_EXPIRES_KEY = 'adminTokenExpiresAt'

export const ADMIN_LOGIN_PATH = '/admin/login'
export const ADMIN_HOME_PATH = '/admin'

export type AdminSession = {
  token: string | null
  username: string | null
  /** RFC 3339; null when unknown (then only the server decides). */
  expiresAt: string | null
}

export type SignIn = { token: string; username?: string | null; expiresAt?: string | null }

type SessionState = AdminSession & {
  signIn: (session: SignIn) => void
  /** Forgets the session. Returns whether there was one (so a 401 is reported once). */
  signOut: () => boolean
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    // Storage can be blocked (privacy settings); the session then lasts for the page.
    return null
  }
}

function read(key: string): string | null {
  try {
    const value = storage()?.getItem(key)
    return value ? value : null
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // See storage().
  }
}

export function readStoredSession(): AdminSession {
  return { token: read(ADMIN_TOKEN_KEY), username: read(ADMIN_USERNAME_KEY), expiresAt: read(ADMIN_EXPIRES_KEY) }
}

/**
 * The redirect rule: a visitor without a usable token belongs on the login page.
 * A token whose known expiry has passed is as good as none.
 */
export function hasUsableToken(session: Pick<AdminSession, 'token' | 'expiresAt'>, now: number = Date.now()): boolean {
  if (!session.token) return false
  if (session.expiresAt) {
    const expires = Date.parse(session.expiresAt)
    if (!Number.isNaN(expires) && expires <= now) return false
  }
  return true
}

export const useAdminSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  signIn: ({ token, username = null, expiresAt = null }) => {
    write(ADMIN_TOKEN_KEY, token)
    write(ADMIN_USERNAME_KEY, username)
    write(ADMIN_EXPIRES_KEY, expiresAt)
    set({ token, username, expiresAt })
  },
  signOut: () => {
    const had = get().token !== null
    write(ADMIN_TOKEN_KEY, null)
    write(ADMIN_USERNAME_KEY, null)
    write(ADMIN_EXPIRES_KEY, null)
    set({ token: null, username: null, expiresAt: null })
    return had
  },
}))

// Signing out (or in) in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) useAdminSession.setState(readStoredSession())
  })
}

/** The current token, or null when there is none or it has expired. */
export function currentAdminToken(now: number = Date.now()): string | null {
  const session = useAdminSession.getState()
  return hasUsableToken(session, now) ? session.token : null
}

/**
 * For pages behind the login: returns the token, and sends the visitor to the
 * login page (replacing the history entry) whenever there is none — on arrival,
 * after Logout, or after the server answered 401.
 */
export function useAdminGuard(): string | null {
  const token = useAdminSession((state) => (hasUsableToken(state) ? state.token : null))
  const [, navigate] = useLocation()
  useEffect(() => {
    if (!token) {
      // An expired token is dropped so the login page does not bounce back.
      useAdminSession.getState().signOut()
      navigate(ADMIN_LOGIN_PATH, { replace: true })
    }
  }, [token, navigate])
  return token
}
