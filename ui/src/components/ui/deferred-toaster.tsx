import { lazy, Suspense, useState } from 'react'
import { useToastStore } from './use-toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * Mounts the Radix toast region when the first toast is raised, so pages that
 * never show one do not download it. Once mounted it stays (F8 keeps working).
 */
export function DeferredToaster() {
  const hasToast = useToastStore((state) => state.toasts.length > 0)
  const [mounted, setMounted] = useState(false)
  if (hasToast && !mounted) setMounted(true)
  if (!mounted && !hasToast) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
