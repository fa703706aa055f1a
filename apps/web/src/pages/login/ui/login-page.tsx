import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/login';
import { redirectTarget } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';

/** The login page: the same form as the popup; success goes to `redirect` or /feed. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard
      title="Account Login"
      intro="Welcome back. Log in to follow traders, join groups and keep your watchlists."
    >
      <LoginForm onSuccess={() => navigate(redirectTarget(location.search), { replace: true })} />
    </AuthCard>
  );
}
