import { SubscribersReport } from '@/features/newsletter/components/subscribers-report'
import { useAdminGuard } from '@/lib/admin-session'

/** /admin/subscribers: the newsletter's subscribers; only with an admin token. */
export default function AdminSubscribersPage() {
  const token = useAdminGuard()
  return token ? <SubscribersReport /> : null
}
