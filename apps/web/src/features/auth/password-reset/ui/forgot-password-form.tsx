import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { mergeServerErrors, validateEmail } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { requestPasswordResetAtom } from '../model/password-reset.atoms.ts';
import styles from './password-forms.module.css';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const requestReset = useSetAtom(requestPasswordResetAtom);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(
    null,
  );
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    setOutcome(null);
    if (problem || pending) return;
    setPending(true);
    const result = await requestReset(email);
    setPending(false);
    if (result.ok) {
      setOutcome({ tone: 'success', message: result.message });
      return;
    }
    setError(mergeServerErrors(result.fieldErrors).email);
    if (!result.fieldErrors.email) setOutcome({ tone: 'error', message: result.message });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Enter Your Email"
        required
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" block loading={pending}>
        Send reset link
      </Button>
    </form>
  );
}
