import { MailCheck, MailX, CirclePause } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { planApiPath, type MailState } from '../model'

const MAIL = {
  on: {
    Icon: MailCheck,
    text: 'Every Monday you get a short e-mail with the week’s tasks.',
    action: 'unsubscribe',
    button: 'Stop the Monday e-mails',
  },
  paused: {
    Icon: CirclePause,
    text: 'Your Monday e-mails are paused: nothing was ticked for three weeks.',
    action: 'resume',
    button: 'Keep sending them',
  },
  off: {
    Icon: MailX,
    text: 'You stopped the Monday e-mails.',
    action: 'resume',
    button: 'Send them again',
  },
} as const

/**
 * The Monday e-mails' state and the one button that changes it (`plan-mail-{state}`): a plain
 * form the server answers, so it works before (and without) the page's script.
 */
export function PlanMail({ state, token }: { state: MailState; token: string }) {
  const { Icon, text, action, button } = MAIL[state]
  return (
    <div data-plan-mail={state}>
      <p className="flex gap-3 text-slate-700">
        <Icon className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <span>{text}</span>
      </p>
      {/* `?from=page`: the server sends the browser back here (a mail client's one-click POST gets a page). */}
      <form method="post" action={`${planApiPath(token)}/${action}${state === 'on' ? '?from=page' : ''}`} className="mt-4">
        <Button type="submit" variant={state === 'on' ? 'outline' : 'default'} className="h-11 w-full sm:w-auto">
          {button}
        </Button>
      </form>
    </div>
  )
}
