import { LoaderCircle, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/datetime'
import type { Strategy } from '../types'

export const SECOND_SEND_TEXT = {
  title: 'Send a second plan to this address?',
  confirm: 'Send the second plan',
  reasonLabel: 'Why this address gets a second plan',
  reasonHelp: 'Kept with the send, in the lead’s history.',
} as const

/**
 * Asks for the reason before a second plan goes to an address that already received one; the
 * server refuses the send without it.
 */
export function SecondSendDialog({
  strategy,
  open,
  busy,
  onOpenChange,
  onSend,
}: {
  strategy: Strategy
  open: boolean
  busy: boolean
  onOpenChange: (open: boolean) => void
  onSend: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const helpId = useId()
  const previous = strategy.previousSend
  if (!previous) return null
  const trimmed = reason.trim()
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="gap-4 p-6 sm:max-w-lg">
        <DialogTitle className="pr-10">{SECOND_SEND_TEXT.title}</DialogTitle>
        <DialogDescription>
          Plan #{previous.strategyId} already went to {strategy.lead.email} on {formatDateTime(previous.sentAt)}
          {previous.sentBy ? ` (sent by ${previous.sentBy})` : ''}. Sending this one as well e-mails them a second plan.
        </DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (trimmed && !busy) onSend(trimmed)
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
              {SECOND_SEND_TEXT.reasonLabel}
            </label>
            <p id={helpId} className="text-xs text-slate-600">
              {SECOND_SEND_TEXT.reasonHelp}
            </p>
            <Textarea
              id={reasonId}
              aria-describedby={helpId}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="min-h-24 text-sm"
            />
          </div>
          <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy || !trimmed}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {SECOND_SEND_TEXT.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
