import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmRegistration } from '@/features/auth/register';
import { paths, sameSitePath } from '@/shared/config';
import { AuthCard } from '@/shared/ui/auth-card';

/**
 * The page the sign-up mail links to: it finishes the sign-up and goes on to the link's `next`
 * (a path on this site, e.g. /checkout for a visitor who signed up there), else to the feed.
 */
export function ConfirmRegistrationPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = sameSitePath(search.get('next')) ?? paths.feed;
  const onDone = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  return (
    <AuthCard title="Finishing your sign-up">
      <ConfirmRegistration token={search.get('token') ?? ''} onDone={onDone} />
    </AuthCard>
  );
}
