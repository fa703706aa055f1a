import { type FormEvent, useState } from 'react';
import type { FormFailure } from '@/shared/api';
import { type FieldErrors, hasErrors, mergeServerErrors } from './validation.ts';

/**
 * A form's fields, errors, overall failure and pending state: `validate` runs before anything is
 * sent and its messages show beside the fields; the server's field errors replace them after a
 * refusal, and a refusal without field errors becomes the form's own message.
 */
export function useCheckedForm<T extends { [K in keyof T]: string }, R extends { ok: true }>(
  initial: T,
  validate: (input: T) => FieldErrors,
  send: (input: T) => Promise<R | FormFailure>,
  onSuccess?: (result: R, input: T) => void,
) {
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** The props of one field: its value, its error and a change handler that clears the error. */
  const field = <K extends keyof T & string>(name: K) => ({
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
    const result = await send(input);
    setPending(false);
    if (result.ok) {
      onSuccess?.(result, input);
      return;
    }
    setErrors(mergeServerErrors(result.fieldErrors));
    if (Object.keys(result.fieldErrors).length === 0) setFailure(result.message);
  };

  return { input, setInput, field, submit, failure, pending };
}
