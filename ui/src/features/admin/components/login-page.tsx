import { Eye, EyeOff, LoaderCircle, LockKeyhole } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { site } from '@/content/site'
import { userMessage } from '@/lib/http'
import { ADMIN_HOME_PATH, hasUsableToken, useAdminSession } from '@/lib/admin-session'
import { ApiError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLogin } from '../api/login'

/** What the login page says for each outcome. */
export const LOGIN_TEXT = {
  successTitle: 'Login successful',
  successDescription: 'Welcome to the admin dashboard',
  failedTitle: 'Login failed',
  failedFallback: 'Invalid credentials',
  errorTitle: 'Login error',
  errorDescription: 'Something went wrong. Please try again.',
} as const

export function LoginPage() {
  useDocumentTitle('Admin sign-in')
  const [, navigate] = useLocation()
  // Checked once: a sign-in made here navigates by itself (and must still show its toast).
  const [signedInOnArrival] = useState(() => hasUsableToken(useAdminSession.getState()))
  const login = useLogin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const usernameId = useId()
  const passwordId = useId()

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (signedInOnArrival) navigate(ADMIN_HOME_PATH, { replace: true })
  }, [signedInOnArrival, navigate])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (login.isPending) return
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          toast({ title: LOGIN_TEXT.successTitle, description: LOGIN_TEXT.successDescription, variant: 'success' })
          navigate(ADMIN_HOME_PATH)
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            // 401 and 429 alike: the server's words (e.g. how long to wait), else 'Invalid credentials'.
            toast({
              title: LOGIN_TEXT.failedTitle,
              description: userMessage(error, LOGIN_TEXT.failedFallback),
              variant: 'destructive',
            })
          } else {
            toast({ title: LOGIN_TEXT.errorTitle, description: LOGIN_TEXT.errorDescription, variant: 'destructive' })
          }
          setPassword('')
          passwordRef.current?.focus()
        },
      },
    )
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PageHeader className="border-slate-200 bg-white" />

      <main className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-16">
        <div className="w-full max-w-sm">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="grid size-11 place-items-center rounded-xl bg-indigo-100 text-indigo-700">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </div>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">Admin sign-in</h1>
            <p className="mt-1.5 text-sm text-slate-600">Review survey submissions and send approved plans to customers.</p>

            <form className="mt-6 grid gap-5" onSubmit={submit} aria-busy={login.isPending}>
              <div className="grid gap-2">
                <Label htmlFor={usernameId}>Username</Label>
                <Input
                  id={usernameId}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  required
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is this page's only task; e2e/admin.spec.ts expects the focus here
                  autoFocus
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={passwordId}>Password</Label>
                <div className="relative">
                  <Input
                    ref={passwordRef}
                    id={passwordId}
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    className="pr-12"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <button
                    type="button"
                    className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    aria-controls={passwordId}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                  </button>
                </div>
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
                {login.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </div>
          <p className="mt-6 text-center text-xs text-slate-500">
            Only {site.name} strategists can sign in. Accounts are created by the operator.
          </p>
        </div>
      </main>
    </div>
  )
}
