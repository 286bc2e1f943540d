import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@/index.css'
import '@/components/ui/prose.css'
import { setTakingOverPrerendered } from '@/components/layout/static-content'
import { App } from './app'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// Public pages arrive prerendered (scripts/prerender.mjs): take over that HTML. The admin
// area, the checkout and the 404 page arrive as an empty shell and are rendered here.
// Hydrating in a transition lets React yield to the browser between components instead of
// holding the main thread for the whole page (the page is already visible meanwhile).
if (root.hasChildNodes()) {
  setTakingOverPrerendered(true)
  startTransition(() => {
    hydrateRoot(root, <App />)
  })
} else {
  createRoot(root).render(<App />)
}
