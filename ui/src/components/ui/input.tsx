import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:ring-3 focus-visible:ring-indigo-600/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:ring-red-600/20',
        className,
      )}
      {...props}
    />
  )
}

/** A required e-mail address field named `email`, with the keyboard and autofill for one. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input name="email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" required {...props} />
}
