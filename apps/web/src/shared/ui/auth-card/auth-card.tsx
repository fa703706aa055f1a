import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card the login, register and password pages share. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </main>
  );
}
