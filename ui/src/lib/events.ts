/**
 * Raised on `window` when the survey has stored a lead, so that parts of the page outside the
 * survey (the hero's live count) can show it.
 */
export const LEAD_SUBMITTED_EVENT = 'plansmith:lead-submitted'
