import { Dashboard } from '@/features/admin/components/dashboard'
import { OrdersTile } from '@/features/orders/components/orders-tile'
import { useAdminGuard } from '@/lib/admin-session'

/** /admin, "Survey Submissions": only with an admin token. */
export default function AdminPage() {
  const token = useAdminGuard()
  return token ? <Dashboard ordersTile={<OrdersTile />} /> : null
}
