import { Button } from '@tapetv/ui/button';
import { Spinner } from '@tapetv/ui/spinner';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import { confirmRegistrationAtom } from '../model/register.atoms.ts';
import styles from './register-form.module.css';

/**
 * Finishes a sign-up from its mailed link: sends the token once, then hands over to `onDone`
 * (the page goes to the feed); a used or expired link says so with the way back to sign-up.
 */
export function ConfirmRegistration({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useSetAtom(confirmRegistrationAtom);
  const [failure, setFailure] = useState<string | null>(
    token ? null : 'This sign-up link is incomplete. Open the link from the mail again.',
  );
  // Once per link, also under React's double effects in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void confirm(token).then((result) => {
      if (result.ok) onDone();
      else
        setFailure(
          result.fieldErrors.token?.[0] ?? result.fieldErrors.email?.[0] ?? result.message,
        );
    });
  }, [token, confirm, onDone]);

  if (failure) {
    return (
      <div className={styles.form}>
        <FormAlert tone="error">{failure}</FormAlert>
        <Button asChild variant="secondary">
          <Link to={paths.register}>Sign up again</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <Spinner label="Creating your account" />
    </div>
  );
}
