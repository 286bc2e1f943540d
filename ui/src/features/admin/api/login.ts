import { useMutation, useQueryClient } from '@tanstack/react-query'
import { forgetAdminData, adminPaths } from '@/lib/admin-api'
import { useAdminSession } from '@/lib/admin-session'
import { apiRequest } from '@/lib/api-client'
import type { LoginResponse } from '../types'

export type Credentials = { username: string; password: string }

export async function login(credentials: Credentials): Promise<LoginResponse> {
  const res = await apiRequest('POST', adminPaths.login, credentials)
  const body = (await res.json()) as LoginResponse
  if (!body || typeof body.token !== 'string' || !body.token) throw new Error('The server sent no token')
  return body
}

/** POST /api/admin/login; on success the session holds the token. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (body, credentials) => {
      // Whatever an earlier session cached is not this admin's to see.
      forgetAdminData(queryClient)
      useAdminSession.getState().signIn({
        token: body.token,
        username: body.username ?? credentials.username,
        expiresAt: body.expiresAt ?? null,
      })
    },
  })
}
