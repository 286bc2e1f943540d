import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * Share: the system share sheet where there is one, else the link is copied and the line
 * beside the button says so. Made live by `bindShareButtons` (../islands.ts).
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" data-share="" data-share-title={title} data-share-text={text}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <p role="status" data-share-status="" className="text-right text-xs font-medium empty:hidden" />
    </div>
  )
}
