import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import { Prose } from '@/components/ui/prose'
import { site } from '@/content/site'

/** The support address as a mail link, with a subject line when given. */
export function SupportMail({ subject }: { subject?: string }) {
  const href = `mailto:${site.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return <a href={href}>{site.supportEmail}</a>
}

export type LegalSection = { id: string; title: string; body: ReactNode }

/**
 * Marks the part of a prerendered page the server may replace: the element carrying
 * `data-region={name}` holds it, and this empty element ends it. An operator's own privacy
 * policy or terms (privacy.md / terms.md in the content folder) take the place of ours this way.
 */
export function RegionEnd({ name }: { name: string }) {
  return <span hidden data-region-end={name} />
}

/**
 * A legal page (privacy policy, terms): the title, who runs the site and the date, a
 * plain-language summary, the contents, then the numbered sections. `slug` keeps the ids of
 * its headings unique.
 */
export function LegalDocument({
  slug,
  title,
  lastUpdated,
  intro,
  summary,
  sections,
}: {
  slug: string
  title: string
  lastUpdated: string
  intro: ReactNode
  summary: string[]
  sections: LegalSection[]
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <div>
          <div className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
            <div className="mx-auto max-w-3xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20">
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Legal</p>
              <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
              <p className="mt-4 text-slate-600" data-testid="legal-identity">
                This site is run by {site.legalIdentity}.
              </p>
              <div data-region="legal-intro">
                <p className="mt-1 text-slate-600">Last updated: {lastUpdated}</p>
                <p className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</p>
                <RegionEnd name="legal-intro" />
              </div>
            </div>
          </div>
          <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 sm:pb-24" data-region="legal-body">
            <section aria-labelledby={`${slug}-summary-heading`} className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-6">
              <h2 id={`${slug}-summary-heading`} className="text-base font-semibold text-slate-900">
                The short version
              </h2>
              <ul className="mt-3 grid gap-2 text-slate-700">
                {summary.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check className="mt-1 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>

            <nav aria-labelledby={`${slug}-contents-heading`} className="mt-10">
              <h2 id={`${slug}-contents-heading`} className="text-base font-semibold text-slate-900">
                Contents
              </h2>
              <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-slate-700 marker:text-slate-500 sm:grid-cols-2">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="rounded text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:text-indigo-800 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <Prose className="mt-6">
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
                  <h2 id={`${section.id}-heading`}>
                    <span className="mr-2 text-indigo-600 tabular-nums" aria-hidden="true">
                      {index + 1}.
                    </span>
                    {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </Prose>
            <RegionEnd name="legal-body" />
          </div>
        </div>
      </main>
      <PageFooter />
    </div>
  )
}
