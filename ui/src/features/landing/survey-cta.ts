/** Handlers a call-to-action button spreads to open the survey (and preload it on intent). */
export type SurveyCta = {
  onClick: () => void
  onPointerEnter: () => void
  onFocus: () => void
}
