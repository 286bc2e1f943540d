import { Menu, X } from 'lucide-react'
import { BrandLink } from '@/components/layout/brand'
import { Button } from '@/components/ui/button'

const sections = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const

const navItemClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The landing page's sticky header: section buttons (`data-scroll-to`), the blog, Get Started
 * (`data-survey-open`) and, on phones, a menu (`data-menu-toggle`); see ../islands.ts.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <button key={section.id} type="button" className={navItemClass} data-scroll-to={section.id}>
              {section.label}
            </button>
          ))}
          <a href="/blog" className={navItemClass}>
            Blog
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <Button data-survey-open="">Get Started</Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={false}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Open menu"
            data-menu-toggle=""
          >
            <Menu className="size-5" aria-hidden="true" data-when="closed" />
            <X className="hidden size-5" aria-hidden="true" data-when="open" />
          </Button>
        </div>
      </div>
      <nav id={MOBILE_MENU_ID} hidden aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
        <ul className="grid gap-1">
          {sections.map((section) => (
            <li key={section.id}>
              <button type="button" className={`${navItemClass} w-full text-left text-base`} data-scroll-to={section.id}>
                {section.label}
              </button>
            </li>
          ))}
          <li>
            <a href="/blog" className={`${navItemClass} block text-base`}>
              Blog
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
