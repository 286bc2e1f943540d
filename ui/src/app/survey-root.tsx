/**
 * The survey dialog on a prerendered page: React, the dialog and the toasts arrive together
 * the first time a visitor shows intent (see survey-triggers.ts), and render into a root of
 * their own beside the page's HTML, which stays as it was.
 */
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { SurveyDialog } from '@/features/survey/components/survey-dialog'
import { AppProviders } from './providers'

let root: Root | null = null
let opener: HTMLElement | null = null

function render(open: boolean) {
  if (!root) {
    const container = document.createElement('div')
    container.dataset.surveyRoot = ''
    document.body.append(container)
    root = createRoot(container)
  }
  root.render(
    <StrictMode>
      <AppProviders>
        <SurveyDialog open={open} onOpenChange={render} returnFocusTo={opener} />
      </AppProviders>
    </StrictMode>,
  )
}

/** Opens the survey; `trigger`, the button that asked, gets the focus back when it closes. */
export function openSurvey(trigger: HTMLElement) {
  opener = trigger
  render(true)
}
