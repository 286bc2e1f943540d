import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * Share: the system share sheet where there is one, else the link is copied and the line
 * beside the button says so. Made live by `bindShareButtons` (../islands.ts).
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <p role="status" data-share-status="" className="max-w-64 text-right text-sm font-medium break-all empty:hidden" />
      <Button variant="outline" data-share="" data-share-title={title} data-share-text={text}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  )
}
