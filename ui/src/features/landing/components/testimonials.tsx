import { Star } from 'lucide-react'
import { proof } from '@/content/landing'
import { Section } from './section'

/**
 * The figures and testimonials come from the operator's site.toml, not from the build: the
 * prerendered page holds these placeholders, and the server puts one `FigureItem` or
 * `TestimonialCard` per entry in their place (each rendered here once, with placeholders of
 * its own, by entry-server.tsx's `fragments`).
 */
export const FIGURES_SLOT = '__PLANSMITH_SLOT_FIGURES__'
export const TESTIMONIALS_SLOT = '__PLANSMITH_SLOT_TESTIMONIALS__'

export type Figure = { value: string; label: string }
export type Testimonial = { quote: string; name: string; role: string; initials: string; photoUrl?: string }

export function FigureItem({ figure }: { figure: Figure }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <dt className="order-2 mt-1 text-sm text-slate-600">{figure.label}</dt>
      <dd className="order-1 text-3xl font-bold tracking-tight text-indigo-700 sm:text-4xl">{figure.value}</dd>
    </div>
  )
}

export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <li>
      <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
        <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} className="size-4 fill-current" aria-hidden="true" />
          ))}
        </div>
        <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">“{item.quote}”</blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          {item.photoUrl ? (
            <img src={item.photoUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
          ) : (
            <span
              className="grid size-10 place-items-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
              aria-hidden="true"
            >
              {item.initials}
            </span>
          )}
          <span>
            <span className="block font-semibold text-slate-900">{item.name}</span>
            <span className="block text-sm text-slate-600">{item.role}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  )
}

export function Testimonials() {
  return (
    <Section id="results" eyebrow="Results" title={proof.title} lead={proof.lead} className="bg-slate-50">
      <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">{FIGURES_SLOT}</dl>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">{TESTIMONIALS_SLOT}</ul>
    </Section>
  )
}
