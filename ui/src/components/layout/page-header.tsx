import { ArrowLeft } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { BrandLink } from './brand'
import { StaticContent } from './static-content'

/** The header of the reading pages (blog, privacy policy): the brand and a way home. */
export function PageHeader() {
  return (
    <header className="border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <StaticContent className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <Button asChild variant="ghost">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </StaticContent>
    </header>
  )
}
