import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { site } from '@/content/site'
import { navigateToSection } from '@/lib/app-links'
import { BrandLink } from './brand'
import { StaticContent } from './static-content'

const linkClass =
  'rounded text-sm text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/**
 * A link to a landing-page section. A plain `/#id` for new tabs and crawlers; a click stays in
 * the app, opens the landing page and scrolls to the section once it is there.
 */
function HomeSectionLink({ id, children }: { id: string; children: ReactNode }) {
  const [, navigate] = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigateToSection(navigate, '/', id)
  }
  return (
    <a href={`/#${id}`} onClick={onClick} className={linkClass}>
      {children}
    </a>
  )
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </nav>
  )
}

/**
 * The footer of the reading pages (SPEC §2 "Blog list": home anchors, the blog, Help Center,
 * Contact Us). Its links are static content; the year is not.
 */
export function PageFooter() {
  const mail = `mailto:${site.supportEmail}`
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <StaticContent className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-600">{site.tagline}</p>
        </div>
        <FooterColumn id="page-footer-product" title="Product">
          <li>
            <HomeSectionLink id="how-it-works">How It Works</HomeSectionLink>
          </li>
          <li>
            <HomeSectionLink id="features">Features</HomeSectionLink>
          </li>
          <li>
            <HomeSectionLink id="pricing">Pricing</HomeSectionLink>
          </li>
        </FooterColumn>
        <FooterColumn id="page-footer-resources" title="Resources">
          <li>
            <Link href="/blog" className={linkClass}>
              Blog
            </Link>
          </li>
          <li>
            <Link href="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn id="page-footer-support" title="Support">
          <li>
            <a href={`${mail}?subject=${encodeURIComponent('Help with Plansmith')}`} className={linkClass}>
              Help Center
            </a>
          </li>
          <li>
            <a href={mail} className={linkClass}>
              Contact Us
            </a>
          </li>
        </FooterColumn>
      </StaticContent>
      <div className="border-t border-slate-200">
        {/* The year was prerendered at build time; the browser's may be newer. */}
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8" suppressHydrationWarning>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
