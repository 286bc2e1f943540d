/**
 * The script of the prerendered public pages (/, /blog, /blog/{id}, /privacy-policy, /terms) and
 * of a founder's plan page (/plan/{token}). Their HTML is complete as it arrives; this makes
 * their few interactive parts live, in plain DOM code, without React. The survey dialog (with
 * React) loads on intent: survey-triggers.ts.
 */
import { bindBlog } from '@/features/blog/islands'
import { bindLanding } from '@/features/landing/islands'
import { bindPlanPage } from '@/features/plan-page/islands'
import { isPlanPagePath, reportPageView } from '@/lib/analytics'
import { bindSurveyTriggers } from './survey-triggers'

bindSurveyTriggers(document)
bindLanding(document)
bindBlog(document)
bindPlanPage(document)
for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear())
// Not a plan page's: its address holds its token (reportPageView skips those too).
if (!isPlanPagePath(window.location.pathname)) reportPageView(window.location.pathname)
// End-to-end tests wait for this before they click, as a person waits for a page to be ready.
document.documentElement.dataset.hydrated = 'true'
