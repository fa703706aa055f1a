import { Cross2Icon } from '@radix-ui/react-icons';
import { IconButton } from '@tapetv/ui/icon-button';
import { Spinner } from '@tapetv/ui/spinner';
import type { Attachment } from '../model/image-attachments.ts';
import styles from './attached-images.module.css';

/** Thumbnails of the images chosen for a post: uploading ones show a spinner; each can go. */
export function AttachedImages({
  attachments,
  onRemove,
}: {
  attachments: readonly Attachment[];
  onRemove: (id: string) => void;
}) {
  if (attachments.length === 0) return null;
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
