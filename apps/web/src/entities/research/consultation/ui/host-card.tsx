import type { ReactNode } from 'react';
import type { ConsultationHost } from '../model/types.ts';
import styles from './host-card.module.css';

export interface HostCardProps {
  host: ConsultationHost;
  /** What goes under the bio: the host's slots of the chosen day, as buttons or a preview. */
  children?: ReactNode;
}

/** An analyst members book: name, role, what to book them for, session length and bio. */
export function HostCard({ host, children }: HostCardProps) {
  const titleId = `host-${host.slug}`;
  return (
    <article data-slot="host-card" aria-labelledby={titleId} className={styles.card}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {host.name}
        </h2>
        <p className={styles.role}>{host.role}</p>
      </header>
      <p className={styles.speciality}>{host.speciality}</p>
      <p className={styles.meta}>{host.session_minutes}-minute sessions</p>
      <div
        className={styles.bio}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the bio from Markdown with raw HTML escaped; this is its safe HTML.
        dangerouslySetInnerHTML={{ __html: host.bio_html }}
      />
      {children}
    </article>
  );
}
