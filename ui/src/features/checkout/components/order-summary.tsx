import { Check, ShieldCheck } from 'lucide-react'
import { checkout } from '@/content/checkout'

/** The plan, its price and what it contains, and the money-back promise. */
export function OrderSummary() {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-7"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        Order summary
      </h2>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <p className="text-lg font-semibold text-slate-900">{checkout.productName}</p>
          <p className="mt-0.5 text-sm text-slate-600">{checkout.productNote}</p>
        </div>
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{checkout.price}</p>
      </div>
      <ul className="mt-5 grid gap-3 text-sm text-slate-700" aria-label="What the plan includes">
        {checkout.includes.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-2 border-t border-slate-200 pt-5 text-sm">
        <div className="flex justify-between text-slate-600">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{checkout.price}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold text-slate-900">
          <dt>Total due today</dt>
          <dd className="tabular-nums">
            {checkout.price} <span className="text-xs font-medium text-slate-500">{checkout.currency}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{checkout.guaranteeTitle}</p>
          <p className="mt-1 leading-relaxed text-emerald-800">{checkout.guarantee}</p>
        </div>
      </div>
    </section>
  )
}
