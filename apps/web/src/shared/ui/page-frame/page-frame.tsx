import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/** A page's main landmark with its one h1, on the content width every section page shares. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
