import { ClipboardCheck, MailOpen, MessagesSquare } from 'lucide-react'
import { howItWorks } from '@/content/landing'
import { Section } from './section'

const icons = [MessagesSquare, ClipboardCheck, MailOpen]

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="A plan in your inbox in three steps" lead={howItWorks.lead}>
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => {
          const Icon = icons[index] ?? MessagesSquare
          return (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-indigo-600 text-white shadow-sm">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-indigo-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
