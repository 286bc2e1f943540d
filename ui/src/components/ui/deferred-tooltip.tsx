import {
  cloneElement,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

/*
 * Radix Tooltip brings a positioning engine (~20 KB gzipped) that the landing page
 * does not need for its first paint. This wrapper renders the trigger as-is and
 * swaps in the real tooltip once it is loaded: when the section comes near the
 * viewport (see preloadTooltip) or, at the latest, on first hover or focus.
 */

type TooltipImpl = typeof import('./tooltip').SimpleTooltip

let impl: TooltipImpl | null = null
let loading: Promise<TooltipImpl> | null = null
const listeners = new Set<() => void>()

export function preloadTooltip(): Promise<TooltipImpl> {
  loading ??= import('./tooltip').then((module) => {
    impl = module.SimpleTooltip
    for (const listener of listeners) listener()
    return impl
  })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

export function DeferredTooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const Impl = useSyncExternalStore(
    subscribe,
    () => impl,
    () => null,
  )
  const focused = useRef(false)

  if (Impl) {
    return (
      <Impl content={content} focusOnMount={focused.current}>
        {children}
      </Impl>
    )
  }

  const props = children.props
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      props.onPointerEnter?.(event)
      void preloadTooltip()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event)
      focused.current = true
      void preloadTooltip()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event)
      focused.current = false
    },
  })
}
