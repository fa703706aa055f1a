import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  type FieldErrors,
  useCheckedForm,
  validateEmail,
  validateName,
  validatePassword,
  validateUserName,
} from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { type RegisterInput, registerAtom } from '../model/register.atoms.ts';
import styles from './register-form.module.css';

const EMPTY: RegisterInput = { name: '', userName: '', email: '', password: '' };

function validate(input: RegisterInput): FieldErrors {
  return {
    name: validateName(input.name),
    userName: validateUserName(input.userName),
    email: validateEmail(input.email),
    password: validatePassword(input.password),
  };
}

export interface RegisterFormProps {
  /**
   * Where the mailed link brings the new member once signed up (a path on this site, e.g.
   * /checkout); without it the link goes to the feed.
   */
  next?: string;
  /** A line shown once the mail is sent, e.g. that the link brings them back to the checkout. */
  sentNote?: string;
}

/**
 * Create an account: every field checked here first, then by the server (the user name must be
 * free). A valid sign-up is answered with "check your inbox": the mailed link finishes it.
 */
export function RegisterForm({ next, sentNote }: RegisterFormProps = {}) {
  const register = useSetAtom(registerAtom);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const { setInput, field, submit, failure, pending } = useCheckedForm(
    EMPTY,
    validate,
    (input: RegisterInput) => register({ ...input, next }),
    (result, input) => setSent({ message: result.message, email: input.email.trim() }),
  );

  if (sent) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{sent.message}</FormAlert>
        {sentNote && <p className={styles.note}>{sentNote}</p>}
        <p className={styles.note}>
          We wrote to <strong>{sent.email}</strong>. No mail after a few minutes? Check the spam
          folder, or sign up again.
        </p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setSent(null);
            setInput((current) => ({ ...current, password: '' }));
          }}
        >
          Sign up again
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField label="Name" autoComplete="name" required {...field('name')} />
      <TextField
        label="User name"
        autoComplete="username"
        description="Letters, numbers and underscores; your profile lives at /profile/your_name."
        required
        {...field('userName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter Your Email"
        required
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Enter Password"
        description="At least 8 characters."
        required
        {...field('password')}
      />
      <Button type="submit" block loading={pending}>
        Create account
      </Button>
    </form>
  );
}
