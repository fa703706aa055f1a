import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { checkWatchlistTitle, type Watchlist } from '@/entities/watchlist';
import { useCheckedForm } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { renameWatchlistAtom } from '../model/rename-watchlist.atoms.ts';
import styles from './rename-watchlist-form.module.css';

const bounds = limits.watchlistUpdate.title;

/** The list's title, saved on submit; the server's refusals show beside the field. */
export function RenameWatchlistForm({ watchlist }: { watchlist: Watchlist }) {
  const rename = useSetAtom(renameWatchlistAtom);
  const [saved, setSaved] = useState(false);
  const form = useCheckedForm(
    { title: watchlist.title },
    (input) => ({ title: checkWatchlistTitle(input.title, bounds) }),
    (input) => {
      setSaved(false);
      return rename({ id: watchlist.id, title: input.title });
    },
    () => setSaved(true),
  );
  const unchanged = form.input.title.trim() === watchlist.title;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Watchlist title">
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField
        label="Title"
        required
        maxLength={bounds.maxLength}
        autoComplete="off"
        className={styles.field}
        description={`${form.input.title.trim().length} / ${bounds.maxLength} characters`}
        {...form.field('title')}
        onInput={() => setSaved(false)}
      />
      <Button type="submit" variant="secondary" loading={form.pending} disabled={unchanged}>
        Save title
      </Button>
      {saved && unchanged && <FormAlert tone="success">Title saved.</FormAlert>}
    </form>
  );
}
