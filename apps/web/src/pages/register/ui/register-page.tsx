import { Link } from 'react-router';
import { RegisterForm } from '@/features/auth/register';
import { paths } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';

export function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      intro="Join TapeTV to post, react, follow traders and take the trading school's exams."
      footer={
        <>
          Already a member? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
