import { LoginPage } from '@/features/admin/components/login-page'

export default function AdminLoginPage() {
  return <LoginPage />
}
