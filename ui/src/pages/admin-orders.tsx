import { OrdersReport } from '@/features/orders/components/orders-report'
import { useAdminGuard } from '@/lib/admin-session'

/** /admin/orders: Pro plan orders and their totals; only with an admin token. */
export default function AdminOrdersPage() {
  const token = useAdminGuard()
  return token ? <OrdersReport /> : null
}
