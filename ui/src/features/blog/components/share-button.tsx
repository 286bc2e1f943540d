import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { shareLink } from '../share'

/**
 * Share (SPEC §2; DESIGN: it works): the system share sheet where there is one, else the
 * link is copied and a toast says so.
 */
export function ShareButton({ title, text, url }: { title: string; text?: string; url?: string }) {
  const onClick = async () => {
    const link = url ?? window.location.href
    const outcome = await shareLink({ url: link, title, text })
    if (outcome === 'copied') {
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this article.', variant: 'success' })
    } else if (outcome === 'failed') {
      toast({ title: 'Couldn’t copy the link', description: link, variant: 'destructive' })
    }
  }
  return (
    <Button variant="outline" onClick={() => void onClick()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  )
}
