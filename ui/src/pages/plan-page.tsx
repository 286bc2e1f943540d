import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import type { PageMeta } from '@/content/seo'
import { site } from '@/content/site'
import { PlanPageContent } from '@/features/plan-page/components/plan-page-content'
import type { PlanPageSlots } from '@/features/plan-page/model'

/**
 * The `<head>` of every plan page: private, so never indexed, and no address of it handed on
 * as a referrer (the token is its only key).
 */
export const planPageMeta = {
  path: '/plan/{token}',
  title: `Your marketing plan — ${site.name}`,
  index: false,
  referrer: 'strict-origin',
} as const satisfies PageMeta & { referrer: string }

/** `/plan/{token}`: a founder's plan, which the server renders from the template with their plan's slots. */
export default function PlanPage({ slots }: { slots: PlanPageSlots }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1" data-plan-token={slots.token}>
        <PlanPageContent slots={slots} />
      </main>
      <PageFooter />
    </div>
  )
}
