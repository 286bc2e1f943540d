import { createRoot } from 'react-dom/client'
import '@/index.css'
import '@/components/ui/prose.css'
import { App } from './app'

// The app's pages (the admin area, the checkout, the 404 page) arrive as an empty shell and are
// rendered here. The public pages are prerendered and never load this script (islands.ts).
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
createRoot(root).render(<App />)
