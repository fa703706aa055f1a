import { Button } from '@tapetv/ui/button';
import { Checkbox } from '@tapetv/ui/checkbox';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import { logInAtom } from '../model/login.atoms.ts';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** Called after a successful login (the popup closes, the page navigates). */
  onSuccess: () => void;
  /** Called when a link inside the form leaves it (the popup closes). */
  onNavigate?: () => void;
  /** Puts the caret in the email field when the form appears (the popup). */
  focusEmail?: boolean;
}

/** The login form of spec point 2: email and password (both required), remember, forgot, create account. */
export function LoginForm({ onSuccess, onNavigate, focusEmail = false }: LoginFormProps) {
  const logIn = useSetAtom(logInAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alertId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await logIn({ email, password, remember });
    setPending(false);
    if (result.ok) onSuccess();
    else setFailure(result.message);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-describedby={failure ? alertId : undefined}
    >
      {failure && (
        <FormAlert tone="error" id={alertId}>
          {failure}
        </FormAlert>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        placeholder="Enter Your Email"
        autoComplete="email"
        required
        // The popup opens for this one field; a page keeps the browser's own focus.
        autoFocus={focusEmail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        placeholder="Enter Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={styles.row}>
        <Checkbox
          label="Remember this device"
          checked={remember}
          onCheckedChange={(value) => setRemember(value === true)}
        />
        <Link to={paths.forgotPassword} onClick={onNavigate} className={styles.link}>
          Forgot Password
        </Link>
      </div>
      <Button type="submit" block loading={pending}>
        Login
      </Button>
      <p className={styles.footer}>
        New to TapeTV?{' '}
        <Link to={paths.register} onClick={onNavigate} className={styles.link}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
