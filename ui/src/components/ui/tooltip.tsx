import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { useEffect, useRef, type ComponentProps, type ReactElement, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** SPEC §9: 700 ms before the first tooltip, 300 ms grace when moving between them. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
}

export const Tooltip = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-center text-xs leading-relaxed text-white shadow-lg data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-slate-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

/** A complete tooltip with its own provider (SPEC §9 delays), for use where no app-wide provider is mounted. */
export function SimpleTooltip({
  content,
  children,
  focusOnMount = false,
}: {
  content: ReactNode
  children: ReactElement
  focusOnMount?: boolean
}) {
  const triggerRef = useRef<HTMLElement>(null)
  useEffect(() => {
    // Replacing a placeholder trigger while it had focus must not drop the keyboard user.
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild ref={triggerRef as never}>
          {children}
        </TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
