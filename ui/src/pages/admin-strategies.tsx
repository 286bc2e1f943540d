import { StrategyReview } from '@/features/strategies/components/strategy-review'
import { useAdminGuard } from '@/lib/admin-session'

/** /admin/strategies, the review desk: only with an admin token. */
export default function AdminStrategiesPage() {
  const token = useAdminGuard()
  return token ? <StrategyReview /> : null
}
