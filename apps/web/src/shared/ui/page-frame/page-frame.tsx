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
}

/** A page's main landmark with its one h1, on the content width every section page shares. */
export function PageFrame({ title, header, children }: PageFrameProps) {
  return (
    <main id="main" className={styles.page}>
      {header ?? <h1 className={styles.title}>{title}</h1>}
      {children}
    </main>
  );
}
