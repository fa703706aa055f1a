import { PlusIcon } from '@radix-ui/react-icons';
import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { checkWatchlistTitle, type Watchlist } from '@/entities/watchlist';
import { useCheckedForm } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { createWatchlistAtom } from '../model/create-watchlist.atoms.ts';
import styles from './create-watchlist-form.module.css';

/** "New list": a title, and the list joins the end of the viewer's lists. */
export function CreateWatchlistForm({ onCreated }: { onCreated?: (watchlist: Watchlist) => void }) {
  const create = useSetAtom(createWatchlistAtom);
  const [made, setMade] = useState<Watchlist | null>(null);
  const form = useCheckedForm(
    { title: '' },
    (input) => ({ title: checkWatchlistTitle(input.title) }),
    (input) => {
      setMade(null);
      return create(input);
    },
    (result) => {
      form.setInput({ title: '' });
      setMade(result.watchlist);
      onCreated?.(result.watchlist);
    },
  );
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="New watchlist">
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <div className={styles.row}>
        <TextField
          label="New list"
          placeholder="Title, e.g. Dividend payers"
          maxLength={limits.watchlist.title.maxLength}
          autoComplete="off"
          className={styles.field}
          {...form.field('title')}
        />
        <Button
          type="submit"
          loading={form.pending}
          iconStart={<PlusIcon aria-hidden />}
          className={styles.submit}
        >
          Create list
        </Button>
      </div>
      {made && (
        <FormAlert tone="success">“{made.title}” is now at the end of your lists.</FormAlert>
      )}
    </form>
  );
}
