import { CalendarRange, KeyRound, Lightbulb, Share2, ShieldCheck, Target } from 'lucide-react'
import { features } from '@/content/landing'
import { Section } from './section'

const icons = {
  ideas: Lightbulb,
  roadmap: CalendarRange,
  keywords: KeyRound,
  channels: Share2,
  challenges: Target,
  review: ShieldCheck,
} as const

export function Features() {
  return (
    <Section id="features" eyebrow="Features" title={features.title} lead={features.lead}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((item) => {
          const Icon = icons[item.key]
          return (
            <li key={item.key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-xs transition-shadow hover:shadow-md">
              <span className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
