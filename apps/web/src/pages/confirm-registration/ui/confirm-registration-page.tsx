import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmRegistration } from '@/features/auth/register';
import { paths } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';

/** The page the sign-up mail links to: it finishes the sign-up and goes on to the feed. */
export function ConfirmRegistrationPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onDone = useCallback(() => void navigate(paths.feed, { replace: true }), [navigate]);
  return (
    <AuthCard title="Finishing your sign-up">
      <ConfirmRegistration token={search.get('token') ?? ''} onDone={onDone} />
    </AuthCard>
  );
}
