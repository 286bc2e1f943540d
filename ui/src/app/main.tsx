import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/index.css'
import { PageViewReporter } from '@/lib/analytics'
import { AppProviders } from './providers'
import { AppRouter } from './router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <PageViewReporter />
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
