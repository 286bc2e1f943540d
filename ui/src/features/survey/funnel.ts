import { currentPath, track } from '@/lib/analytics'

/**
 * The survey funnel of one dialog session: `survey_opened`, then `survey_step` the first
 * time each step is reached (going back and forth does not count a step twice), then
 * `survey_submitted`. A new session starts each time the dialog opens.
 */
export class SurveyFunnel {
  private reached = new Set<number>()

  /** Whether `step` is reached for the first time in this session (and remembers it). */
  reachFirstTime(step: number): boolean {
    if (this.reached.has(step)) return false
    this.reached.add(step)
    return true
  }

  private active = false

  /** Starts a session; a second call while open is ignored (React may run an effect twice). */
  open(step: number) {
    if (this.active) return
    this.active = true
    this.reached.clear()
    track({ type: 'survey_opened', path: currentPath() })
    this.reach(step)
  }

  reach(step: number) {
    if (this.reachFirstTime(step)) track({ type: 'survey_step', path: currentPath(), step })
  }

  close() {
    this.active = false
    this.reached.clear()
  }

  submitted() {
    track({ type: 'survey_submitted', path: currentPath() })
  }
}
