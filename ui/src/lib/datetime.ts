import { useEffect, useState } from 'react'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function parse(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Mar 3, 2025, 2:05 PM" in the reader's locale and timezone; '' when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value)
  return date ? dateTime.format(date) : ''
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

let relative: Intl.RelativeTimeFormat | undefined

/**
 * "just now" within the minute, else "5 minutes ago", "yesterday", "3 weeks ago" (in the
 * reader's locale) for a moment before `now`, in its largest unit, rounded; '' when unreadable.
 */
export function formatRelative(value: string | null | undefined, now: number = Date.now()): string {
  const date = parse(value)
  if (!date) return ''
  const ago = now - date.getTime()
  const unit = UNITS.find(([, ms]) => Math.abs(ago) >= ms)
  if (!unit) return 'just now'
  relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })
  return relative.format(-Math.round(ago / unit[1]), unit[0])
}

export function formatDate(value: string | null | undefined): string {
  const date = parse(value)
  return date ? dateOnly.format(date) : ''
}

/** The current time, ticking every `intervalMs` so countdowns stay true while a page is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
