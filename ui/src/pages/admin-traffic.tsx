import { TrafficReport } from '@/features/traffic/components/traffic-report'
import { useAdminGuard } from '@/lib/admin-session'

/** /admin/traffic: page views, referrers and the survey funnel; only with an admin token. */
export default function AdminTrafficPage() {
  const token = useAdminGuard()
  return token ? <TrafficReport /> : null
}
