import { Button } from '@tapetv/ui/button';
import { TextArea } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { postAtomFamily } from '@/entities/post';
import { FormAlert } from '@/shared/ui/form-alert';
import { editPostAtom } from '../model/manage-post.atoms.ts';
import styles from './post-text-editor.module.css';

export interface PostTextEditorProps {
  postId: number;
  /** Saved or cancelled: show the post again. */
  onDone: () => void;
}

/**
 * Edits the text of the member's own post in place. Escape cancels, Ctrl/⌘+Enter saves; the post
 * changes only once the server has saved it.
 */
export function PostTextEditor({ postId, onDone }: PostTextEditorProps) {
  const post = useAtomValue(postAtomFamily(postId));
  const editPost = useSetAtom(editPostAtom);
  const [text, setText] = useState(post?.text ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{
    message: string;
    fields: Record<string, string[]>;
  } | null>(null);
  if (!post) return null;

  const unchanged = text.trim() === post.text.trim();
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (unchanged) return onDone();
    setPending(true);
    setFailure(null);
    const result = await editPost(postId, text);
    setPending(false);
    if (result.ok) onDone();
    else setFailure({ message: result.message, fields: result.fieldErrors });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onDone();
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
  };

  return (
    <form className={styles.editor} onSubmit={save} aria-label="Edit post" onKeyDown={onKeyDown}>
      <TextArea
        label="Post text"
        hideLabel
        value={text}
        rows={3}
        // The editor opens because the member asked for it: typing can start at once.
        autoFocus
        error={failure?.fields.text?.[0]}
        onChange={(event) => setText(event.target.value)}
      />
      {failure && !failure.fields.text && <FormAlert tone="error">{failure.message}</FormAlert>}
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
