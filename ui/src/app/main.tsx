import { createRoot, hydrateRoot } from 'react-dom/client'
import '@/index.css'
import { App } from './app'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// Public pages arrive prerendered (scripts/prerender.mjs): take over that HTML. The admin
// area, the checkout and the 404 page arrive as an empty shell and are rendered here.
if (root.hasChildNodes()) {
  hydrateRoot(root, <App />)
} else {
  createRoot(root).render(<App />)
}
