import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/password-reset';
import { paths } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={<Link to={paths.login}>Back to login</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
