import { Check, Quote, X } from 'lucide-react'
import { BrandMark } from '@/components/layout/brand'
import { RegionEnd } from '@/components/layout/legal-document'
import { comparison } from '@/content/landing'
import { site } from '@/content/site'
import { Section } from './section'

export function Comparison() {
  const { chatbot, plansmith } = comparison
  const note = site.landing.note
  return (
    <Section id="compare" eyebrow="The difference" title={comparison.title} lead={comparison.lead} className="bg-slate-50">
      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-7">
          <h3 className="text-lg font-semibold text-slate-700">{chatbot.name}</h3>
          <ul className="mt-5 grid gap-3.5">
            {chatbot.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-600">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
                  <X className="size-3.5" aria-hidden="true" />
                </span>
                <span>
                  <span className="sr-only">Missing: </span>
                  {point}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border-2 border-indigo-600 bg-white p-7 shadow-lg shadow-indigo-900/5">
          <h3 className="flex items-center gap-2.5 text-lg font-semibold text-slate-900">
            <BrandMark className="size-6" />
            {plansmith.name}
          </h3>
          <ul className="mt-5 grid gap-3.5">
            {plansmith.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-indigo-600 text-white">
                  <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
                </span>
                <span>
                  <span className="sr-only">Included: </span>
                  {point}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div data-region="landing-note">
        {note && (
          <figure className="mx-auto mt-10 max-w-3xl rounded-2xl border border-amber-200 bg-amber-50 p-7 sm:p-8">
            <Quote className="size-7 text-amber-600" aria-hidden="true" />
            <figcaption className="mt-3 text-sm font-semibold tracking-wide text-amber-900 uppercase">{note.heading}</figcaption>
            <blockquote className="mt-3 text-lg leading-relaxed text-slate-800">{note.body}</blockquote>
            <div data-region="landing-note-signature">
              {note.signature && <p className="mt-4 text-sm font-medium text-slate-700">{`— ${note.signature}`}</p>}
              <RegionEnd name="landing-note-signature" />
            </div>
          </figure>
        )}
        <RegionEnd name="landing-note" />
      </div>
    </Section>
  )
}
