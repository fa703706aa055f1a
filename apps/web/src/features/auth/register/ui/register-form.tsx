import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import {
  type FieldErrors,
  hasErrors,
  mergeServerErrors,
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

/**
 * Create an account: every field checked here first, then by the server (the user name must be
 * free). A valid sign-up is answered with "check your inbox": the mailed link finishes it.
 */
export function RegisterForm() {
  const register = useSetAtom(registerAtom);
  const [input, setInput] = useState(EMPTY);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: keyof RegisterInput) => ({
    name,
    value: input[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setInput((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(input);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || pending) return;
    setPending(true);
    const result = await register(input);
    setPending(false);
    if (result.ok) {
      setSent({ message: result.message, email: input.email.trim() });
      return;
    }
    setErrors(mergeServerErrors(result.fieldErrors));
    if (Object.keys(result.fieldErrors).length === 0) setFailure(result.message);
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{sent.message}</FormAlert>
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
