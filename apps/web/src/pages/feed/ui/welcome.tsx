import { Button } from '@tapetv/ui/button';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { viewerAtom } from '@/entities/session';
import { WhoToFollow } from '@/widgets/who-to-follow';
import styles from './feed-page.module.css';

/**
 * The first thing a new member sees (after the sign-up link): who to follow, so the feed fills at
 * once. Groups join this step when they are built (issue 15).
 */
export function Welcome({ onDone }: { onDone: () => void }) {
  const name = useAtomValue(viewerAtom)?.name.split(' ')[0] ?? '';
  const headingId = useId();
  return (
    <section className={styles.welcome} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.welcomeTitle}>
        Welcome to TapeTV{name ? `, ${name}` : ''}!
      </h2>
      <p className={styles.welcomeText}>
        Your feed shows the traders you follow. Follow a few to start: their ideas, charts and polls
        show up here as they post them.
      </p>
      <WhoToFollow title="Traders to follow" />
      <Button variant="secondary" onClick={onDone} className={styles.welcomeDone}>
        Done, show my feed
      </Button>
    </section>
  );
}
