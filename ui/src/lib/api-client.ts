import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { throwIfResNotOk } from './http'

export { ApiError, apiPaths, apiRequest, userMessage } from './http'

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** A read: GET of the query key segments joined by '/', cookies included. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal })
    if (options.on401 === 'returnNull' && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
}

/** Query defaults: never stale, no focus refetch, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}
