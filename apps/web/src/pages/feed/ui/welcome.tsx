import { Button } from '@tapetv/ui/button';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { viewerAtom } from '@/entities/session';
import { GroupsToJoin } from '@/widgets/groups-to-join';
import { WhoToFollow } from '@/widgets/who-to-follow';
import styles from './feed-page.module.css';

/**
 * The first thing a new member sees (after the sign-up link): who to follow and groups to join,
 * so the feed fills at once and there are people to talk to.
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
        Your feed shows the traders you follow and the groups you join. Follow a few and join a
        group to start: their ideas, charts and polls show up here as they post them, and each group
        has a live chat.
      </p>
      <WhoToFollow title="Traders to follow" />
      <GroupsToJoin />
      <Button variant="secondary" onClick={onDone} className={styles.welcomeDone}>
        Done, show my feed
      </Button>
    </section>
  );
}
