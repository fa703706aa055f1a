import { Link, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/password-reset';
import { paths } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';
import { FormAlert } from '@/shared/ui/form-alert';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <AuthCard title="Choose a new password">
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <FormAlert tone="error">
          This link is incomplete. Open the link from the email again, or{' '}
          <Link to={paths.forgotPassword}>ask for a new one</Link>.
        </FormAlert>
      )}
    </AuthCard>
  );
}
