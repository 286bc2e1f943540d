import type { ReactNode } from 'react'
import { site } from '@/content/site'
import { BrandLink, CurrentYear } from './brand'

export const footerLinkClass =
  'rounded text-sm wrap-anywhere text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** One titled column of footer links (`children` are its list items). */
export function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3">{children}</ul>
    </nav>
  )
}

/** The footer's frame: the brand and tagline, three link columns, the copyright line. */
export function FooterShell({ children }: { children: ReactNode }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-600">{site.tagline}</p>
        </div>
        {children}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          © <CurrentYear /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

/** The footer of the reading pages: the landing page's sections, the blog, Help Center, Contact Us. */
export function PageFooter() {
  const mail = `mailto:${site.supportEmail}`
  return (
    <FooterShell>
      <FooterColumn id="page-footer-product" title="Product">
        <li>
          <a href="/#how-it-works" className={footerLinkClass}>
            How It Works
          </a>
        </li>
        <li>
          <a href="/#features" className={footerLinkClass}>
            Features
          </a>
        </li>
        <li>
          <a href="/#pricing" className={footerLinkClass}>
            Pricing
          </a>
        </li>
      </FooterColumn>
      <FooterColumn id="page-footer-resources" title="Resources">
        <li>
          <a href="/blog" className={footerLinkClass}>
            Blog
          </a>
        </li>
        <li>
          <a href="/privacy-policy" className={footerLinkClass}>
            Privacy Policy
          </a>
        </li>
        <li>
          <a href="/terms" className={footerLinkClass}>
            Terms of Service
          </a>
        </li>
      </FooterColumn>
      <FooterColumn id="page-footer-support" title="Support">
        <li>
          <a href={`${mail}?subject=${encodeURIComponent(`Help with ${site.name}`)}`} className={footerLinkClass}>
            Help Center
          </a>
        </li>
        <li>
          <a href={mail} className={footerLinkClass}>
            Contact Us
          </a>
        </li>
      </FooterColumn>
    </FooterShell>
  )
}
