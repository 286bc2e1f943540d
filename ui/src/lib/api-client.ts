import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { ApiError, apiJson } from './http'

export { ApiError, apiJson, apiPaths, apiRequest, userMessage } from './http'

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** A read: GET of the query key segments joined by '/', cookies included. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiJson<T>('GET', queryKey.join('/'), undefined, { signal })
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null
      throw error
    }
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
