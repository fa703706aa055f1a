import { Cross2Icon } from '@radix-ui/react-icons';
import { IconButton } from '@tapetv/ui/icon-button';
import { Spinner } from '@tapetv/ui/spinner';
import { FormAlert } from '@/shared/ui/form-alert';
import type { Attachment } from '../model/image-attachments.ts';
import type { ImageAttachments } from '../model/use-image-attachments.ts';
import styles from './attached-images.module.css';

/**
 * Thumbnails of a post's `images` (from `useImageAttachments`): uploading ones show a spinner;
 * each can go. Below them, what went wrong: the uploads' problems (one line each) and `error`,
 * the server's refusal of the post's list of images.
 */
export function AttachedImages({
  images: { attachments, remove: onRemove, problems },
  error,
}: {
  images: Pick<ImageAttachments, 'attachments' | 'remove' | 'problems'>;
  error?: string | undefined;
}) {
  return (
    <>
      {attachments.length > 0 && <Thumbnails attachments={attachments} onRemove={onRemove} />}
      {problems.length > 0 && (
        <FormAlert tone="error">
          {problems.map((problem) => (
            <p key={problem} className={styles.problem}>
              {problem}
            </p>
          ))}
        </FormAlert>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}

function Thumbnails({
  attachments,
  onRemove,
}: {
  attachments: readonly Attachment[];
  onRemove: (id: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Attached images">
      {attachments.map((item, index) => {
        const uploading = item.status === 'uploading';
        return (
          <li key={item.id} className={styles.item} aria-busy={uploading} data-status={item.status}>
            <img
              src={item.previewUrl}
              alt={`Attachment ${index + 1}: ${item.name}`}
              className={styles.preview}
            />
            {uploading && (
              <span className={styles.progress}>
                <Spinner size="sm" label={`Uploading ${item.name}`} />
              </span>
            )}
            <IconButton
              label={`Remove image ${index + 1}`}
              variant="secondary"
              size="sm"
              className={styles.remove}
              onClick={() => onRemove(item.id)}
            >
              <Cross2Icon />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
