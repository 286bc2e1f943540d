import type { ReactNode } from 'react'
import { create } from 'zustand'

/** One toast at a time; a dismissed toast stays mounted this long before removal. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive' | 'success'

export type ToastData = {
  id: string
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** Milliseconds before it closes on its own; the provider's 5000 ms when omitted. */
  duration?: number
  open: boolean
}

type ToastState = {
  toasts: ToastData[]
  add: (toast: ToastData) => void
  dismiss: (id?: string) => void
  remove: (id: string) => void
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) })),
  dismiss: (id) =>
    set((state) => {
      for (const toast of state.toasts) {
        if (id === undefined || toast.id === id) scheduleRemoval(toast.id)
      }
      return {
        toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
      }
    }),
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}))

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      useToastStore.getState().remove(id)
    }, TOAST_REMOVE_DELAY),
  )
}

let counter = 0

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(options: Omit<ToastData, 'id' | 'open'>) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  useToastStore.getState().add({ ...options, id, open: true })
  return { id, dismiss: () => useToastStore.getState().dismiss(id) }
}

export function useToast() {
  const toasts = useToastStore((state) => state.toasts)
  const dismiss = useToastStore((state) => state.dismiss)
  return { toasts, toast, dismiss }
}
