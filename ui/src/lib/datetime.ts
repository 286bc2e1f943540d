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
