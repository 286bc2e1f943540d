import { BrandLink, CurrentYear } from '@/components/layout/brand'
import { site } from '@/content/site'

const linkClass =
  'rounded text-sm text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** A link to a section of this page; the landing page's script scrolls there smoothly. */
function AnchorLink({ id, children }: { id: string; children: string }) {
  return (
    <a href={`#${id}`} className={linkClass}>
      {children}
    </a>
  )
}

/** Pages that do not exist yet: a link that goes nowhere rather than to a dead page. */
function PlaceholderLink({ children }: { children: string }) {
  return (
    <a href="#" className={linkClass} title="Coming soon">
      {children}
    </a>
  )
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-600">{site.tagline}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-slate-900">
            Product
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <AnchorLink id="how-it-works">How It Works</AnchorLink>
            </li>
            <li>
              <AnchorLink id="features">Free Marketing Plan</AnchorLink>
            </li>
            <li>
              <AnchorLink id="pricing">Pro Tools</AnchorLink>
            </li>
            <li>
              <a href="/blog" className={linkClass}>
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-semibold text-slate-900">
            Support
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <PlaceholderLink>Help Center</PlaceholderLink>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                {site.supportEmail}
              </a>
            </li>
            <li>
              <a href="/admin/login" className={linkClass}>
                Admin
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-slate-900">
            Legal
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <a href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <PlaceholderLink>Terms of Service</PlaceholderLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          © <CurrentYear /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
