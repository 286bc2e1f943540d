import { FooterColumn, FooterShell, footerLinkClass as linkClass } from '@/components/layout/page-footer'
import { site } from '@/content/site'

/** A link to a section of this page; the landing page's script scrolls there smoothly. */
function AnchorLink({ id, children }: { id: string; children: string }) {
  return (
    <a href={`#${id}`} className={linkClass}>
      {children}
    </a>
  )
}

export function SiteFooter() {
  return (
    <FooterShell>
      <FooterColumn id="footer-product" title="Product">
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
      </FooterColumn>
      <FooterColumn id="footer-support" title="Support">
        <li>
          {/* As in the reading pages' footer (PageFooter): there is no help site, so it writes to support. */}
          <a href={`mailto:${site.supportEmail}?subject=${encodeURIComponent(`Help with ${site.name}`)}`} className={linkClass}>
            Help Center
          </a>
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
      </FooterColumn>
      <FooterColumn id="footer-legal" title="Legal">
        <li>
          <a href="/privacy-policy" className={linkClass}>
            Privacy Policy
          </a>
        </li>
        <li>
          <a href="/terms" className={linkClass}>
            Terms of Service
          </a>
        </li>
      </FooterColumn>
    </FooterShell>
  )
}
