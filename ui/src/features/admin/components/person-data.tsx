import { Download, LoaderCircle, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { userMessage } from '@/lib/http'
import { describeErased, exportFileName, exportPerson, saveJson, useErasePerson } from '../api/person'

export const PERSON_TEXT = {
  export: 'Export data',
  erase: 'Erase data',
  exportFailed: 'Failed to export the data',
  eraseFailed: 'Failed to erase the data',
  erasedTitle: 'Data erased',
  confirm: 'Erase permanently',
} as const

/** A lead's person: download everything stored about their address, or erase it (after a confirmation). */
export function PersonDataActions({ email }: { email: string }) {
  const [exporting, setExporting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const erase = useErasePerson()

  const onExport = async () => {
    setExporting(true)
    try {
      saveJson(await exportPerson(email), exportFileName(email))
    } catch (error) {
      toast({ title: PERSON_TEXT.exportFailed, description: userMessage(error, PERSON_TEXT.exportFailed), variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  const onErase = () => {
    erase.mutate(email, {
      onSuccess: (erased) => {
        setConfirming(false)
        toast({ title: PERSON_TEXT.erasedTitle, description: `${email}: ${describeErased(erased)}.`, variant: 'success' })
      },
      onError: (error) =>
        toast({ title: PERSON_TEXT.eraseFailed, description: userMessage(error, PERSON_TEXT.eraseFailed), variant: 'destructive' }),
    })
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => void onExport()} disabled={exporting}>
        {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {PERSON_TEXT.export}
      </Button>
      <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50 hover:text-red-900" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {PERSON_TEXT.erase}
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !erase.isPending && setConfirming(open)}>
        <DialogContent className="gap-4 p-6 sm:max-w-lg">
          <DialogTitle className="pr-10">Erase everything about {email}?</DialogTitle>
          <DialogDescription>
            This deletes every survey answer, plan draft and e-mail for this address and its newsletter subscription. Its Pro orders stay
            for the accounts, without the name or address. This cannot be undone.
          </DialogDescription>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={erase.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={onErase} disabled={erase.isPending}>
              {erase.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {PERSON_TEXT.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
