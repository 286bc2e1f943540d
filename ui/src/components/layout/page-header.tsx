import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { BrandLink } from './brand'

/**
 * The header of the pages outside the app's own chrome (blog, privacy policy, the simple
 * pages, the admin's sign-in): the brand and a way home. `className` sets its surface.
 */
export function PageHeader({ className }: { className?: string }) {
  return (
    <header className={cn('border-b', className ?? 'border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75')}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <Button asChild variant="ghost">
          <a href="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </a>
        </Button>
      </div>
    </header>
  )
}
