import type { SurveyCta } from '../survey-cta'
import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { BrandLink } from '@/components/layout/brand'
import { Button } from '@/components/ui/button'
import { scrollToSection } from '@/lib/utils'

const sections = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const

const navItemClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

export function SiteHeader({ surveyCta }: { surveyCta: SurveyCta }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  const go = (id: string) => {
    setMenuOpen(false)
    scrollToSection(id)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <button key={section.id} type="button" className={navItemClass} onClick={() => go(section.id)}>
              {section.label}
            </button>
          ))}
          <Link href="/blog" className={navItemClass}>
            Blog
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <Button {...surveyCta}>Get Started</Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav id={menuId} aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          <ul className="grid gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className={`${navItemClass} w-full text-left text-base`}
                  onClick={() => go(section.id)}
                >
                  {section.label}
                </button>
              </li>
            ))}
            <li>
              <Link href="/blog" className={`${navItemClass} block text-base`}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
