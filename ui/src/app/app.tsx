import { StrictMode } from 'react'
import { PageViewReporter } from './page-view-reporter'
import { AppProviders } from './providers'
import { AppRouter } from './router'

/** The whole app, the same tree in the browser (main.tsx) and at build time (entry-server.tsx). */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <PageViewReporter />
        <AppRouter />
      </AppProviders>
    </StrictMode>
  )
}
