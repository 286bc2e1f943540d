import { CalendarPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { calendarPath, SITE_URL_SLOT } from '../model'

/** The weekly tasks as a calendar feed (the page's own link): a download, or an address to subscribe to. */
export function PlanCalendar({ token }: { token: string }) {
  const path = calendarPath(token)
  return (
    <section aria-labelledby="plan-calendar-heading" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="plan-calendar-heading" className="text-lg font-semibold text-slate-900">
        Your calendar
      </h2>
      <p className="mt-2 text-slate-700">Each week’s tasks, on the Monday they start.</p>
      <Button asChild variant="outline" className="mt-4 h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto">
        <a href={path}>
          <CalendarPlus aria-hidden="true" />
          Add the weekly tasks to your calendar
        </a>
      </Button>
      <p className="mt-4 text-sm text-slate-600" id="plan-calendar-hint">
        To keep it up to date, subscribe to this address in your calendar app (in Google Calendar: Other calendars, then From URL):
      </p>
      <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800 select-all wrap-anywhere">
        {SITE_URL_SLOT}
        {path}
      </p>
    </section>
  )
}
