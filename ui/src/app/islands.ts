/**
 * The script of the prerendered public pages (/, /blog, /blog/{id}, /privacy-policy, /terms). Their
 * HTML is complete as it arrives; this makes their few interactive parts live, in plain DOM
 * code, without React. The survey dialog (with React) loads on intent: survey-triggers.ts.
 */
import { bindBlog } from '@/features/blog/islands'
import { bindLanding } from '@/features/landing/islands'
import { reportPageView } from '@/lib/analytics'
import { bindSurveyTriggers } from './survey-triggers'

bindSurveyTriggers(document)
bindLanding(document)
bindBlog(document)
for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear())
reportPageView(window.location.pathname)
// End-to-end tests wait for this before they click, as a person waits for a page to be ready.
document.documentElement.dataset.hydrated = 'true'
