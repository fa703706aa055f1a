import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { TextArea } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { AddImagesButton, AttachedImages, useImageAttachments } from '@/entities/attachment';
import { type PostData, postAtomFamily } from '@/entities/post';
import { FormAlert } from '@/shared/ui/form-alert';
import { editPostAtom } from '../model/manage-post.atoms.ts';
import styles from './post-editor.module.css';

export interface PostEditorProps {
  postId: number;
  /** Saved or cancelled: show the post again. */
  onDone: () => void;
}

/**
 * Edits the member's own post in place: its text, and its images (remove any, add up to four in
 * all). Escape cancels, Ctrl/⌘+Enter saves; the post changes only once the server has saved it.
 */
export function PostEditor({ postId, onDone }: PostEditorProps) {
  const post = useAtomValue(postAtomFamily(postId));
  if (!post) return null;
  return <EditForm post={post} onDone={onDone} />;
}

function EditForm({ post, onDone }: { post: PostData; onDone: () => void }) {
  const editPost = useSetAtom(editPostAtom);
  const [text, setText] = useState(post.text);
  const images = useImageAttachments(post.images);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{
    message: string;
    fields: Record<string, string[]>;
  } | null>(null);

  const imagesChanged =
    images.attachments.length !== post.images.length ||
    images.urls.some((url, index) => url !== post.images[index]);
  const unchanged = text.trim() === post.text.trim() && !imagesChanged;
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || images.uploading) return;
    if (unchanged) return onDone();
    setPending(true);
    setFailure(null);
    const result = await editPost(post.id, {
      text,
      ...(imagesChanged ? { images: images.urls } : {}),
    });
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
  const fieldMessage = failure?.fields.text?.[0] ?? failure?.fields.images?.[0];

  return (
    <form className={styles.editor} onSubmit={save} aria-label="Edit post" onKeyDown={onKeyDown}>
      <TextArea
        label="Post text"
        hideLabel
        value={text}
        rows={3}
        maxLength={limits.postEdit.text.maxLength}
        // The editor opens because the member asked for it: typing can start at once.
        autoFocus
        error={failure?.fields.text?.[0]}
        onChange={(event) => setText(event.target.value)}
      />
      <AttachedImages images={images} error={failure?.fields.images?.[0]} />
      {failure && !fieldMessage && <FormAlert tone="error">{failure.message}</FormAlert>}
      <div className={styles.actions}>
        <AddImagesButton disabled={images.full || pending} onPick={images.add} />
        <div className={styles.buttons}>
          <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={pending} disabled={images.uploading}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
