import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  /**
   * A page's own header in place of the plain title (a profile's cover, avatar and name); it must
   * hold the page's h1.
   */
  header?: ReactNode;
  children: ReactNode;
  /**
   * `content` (the default): the width every section page shares. `desk`: wider from 1280 px, for
   * a page with columns on both sides of its content there (the feed's desk).
   */
  width?: 'content' | 'desk';
}

/** A page's main landmark with its one h1, on the content width every section page shares. */
export function PageFrame({ title, header, children, width = 'content' }: PageFrameProps) {
  return (
    <main id="main" className={styles.page} data-width={width}>
      {header ?? <h1 className={styles.title}>{title}</h1>}
      {children}
    </main>
  );
}
