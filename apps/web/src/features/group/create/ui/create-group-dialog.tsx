import { PlusIcon } from '@radix-ui/react-icons';
import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '@tapetv/ui/dialog';
import { TextArea, TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  checkNewGroup,
  createGroupAtom,
  GROUP_NAME_HINT,
  type GroupDetail,
  type GroupPrivacy,
} from '@/entities/group';
import { useCheckedForm } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import styles from './create-group-dialog.module.css';

type Input = { name: string; title: string; description: string; privacy: GroupPrivacy };

const EMPTY: Input = { name: '', title: '', description: '', privacy: 'public' };

const PRIVACIES: { value: GroupPrivacy; label: string; hint: string }[] = [
  { value: 'public', label: 'Public', hint: 'Any member can join and read it.' },
  {
    value: 'private',
    label: 'Private',
    hint: 'Members ask to join; you or an admin approve them.',
  },
];

/** The form inside the dialog: a fresh one each time the dialog opens. */
function CreateGroupForm({ onCreated }: { onCreated: (group: GroupDetail) => void }) {
  const create = useSetAtom(createGroupAtom);
  const form = useCheckedForm<Input, { ok: true; group: GroupDetail }>(
    EMPTY,
    (input) => ({ ...checkNewGroup(input) }),
    create,
    (result) => onCreated(result.group),
  );
  const descriptionMax = limits.group.description.maxLength;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="New group">
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField
        label="Group name"
        description={GROUP_NAME_HINT}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={limits.group.name.maxLength}
        {...form.field('name')}
      />
      <TextField
        label="Title"
        description="What members see, e.g. Options Club."
        required
        maxLength={limits.group.title.maxLength}
        {...form.field('title')}
      />
      <TextArea
        label="Description (optional)"
        rows={3}
        description={`${form.input.description.length} / ${descriptionMax} characters`}
        {...form.field('description')}
      />
      <fieldset className={styles.privacy}>
        <legend className={styles.legend}>Who can join</legend>
        {PRIVACIES.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name="privacy"
              value={option.value}
              checked={form.input.privacy === option.value}
              onChange={() => form.setInput((current) => ({ ...current, privacy: option.value }))}
            />
            <span>
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.optionHint}>{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <Button type="submit" loading={form.pending}>
          Create group
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Create group": a dialog with the group's name (its handle), title, description and whether it
 * is public or private. Errors show beside their fields (a taken name too); `onCreated` gets the
 * new group, whose owner the viewer now is.
 */
export function CreateGroupDialog({ onCreated }: { onCreated: (group: GroupDetail) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button iconStart={<PlusIcon aria-hidden />}>Create group</Button>
      </DialogTrigger>
      <DialogContent
        title="Create a group"
        description="Start a place for discussion and live chat on the markets you trade."
      >
        <CreateGroupForm
          onCreated={(group) => {
            setOpen(false);
            onCreated(group);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
