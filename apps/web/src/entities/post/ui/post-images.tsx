import styles from './post-images.module.css';

/**
 * A post's images (1 to 4) in a grid of fixed proportions, so nothing moves when they load: one
 * fills it, two share it, three put the first on the left, four make a square of four. Each opens
 * the full image.
 */
export function PostImages({
  images,
  authorName,
}: {
  images: readonly string[];
  authorName: string;
}) {
  if (images.length === 0) return null;
  return (
    <div className={styles.grid} data-count={Math.min(images.length, 4)}>
      {images.map((src, index) => (
        <a key={src} href={src} target="_blank" rel="noopener" className={styles.cell}>
          <img
            src={src}
            alt={`Attachment ${index + 1} of ${images.length} in ${authorName}'s post`}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </a>
      ))}
    </div>
  );
}
