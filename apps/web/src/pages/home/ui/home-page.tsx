import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { AfterFirstContent } from '@/shared/ui/after-first-content';
import { HOME_REFRESH_MS, homeAtom, loadHomeAtom } from '../model/home.atoms.ts';
import styles from './home-page.module.css';

// The sections drawn from the answer load once the pitch is on screen (issue 12: a visitor's
// first paint carries only the page's own words); their places are kept meanwhile.
const sections = () => import('./home-sections.ts');
const HomeTape = lazy(() => sections().then((m) => ({ default: m.HomeTape })));
const HomeMarkets = lazy(() => sections().then((m) => ({ default: m.HomeMarkets })));
const HomePosts = lazy(() => sections().then((m) => ({ default: m.HomePosts })));
const HomeChannel = lazy(() => sections().then((m) => ({ default: m.HomeChannel })));

/**
 * The landing page for visitors (issue 21 item 5): the market now (the tape, indices, the day's
 * movers), a preview of what members post, what the channel shows this week, and the way in —
 * all from `GET /api/home`, asked from the first paint and again every minute while the page is
 * in view. Every link to a
 * member page leads a visitor to log in and come back to it.
 */
export function HomePage() {
  const store = useStore();
  const load = useSetAtom(loadHomeAtom);
  // Asked in a layout effect, before the sections' AfterFirstContent (an effect of a child) starts
  // waiting: so they wait for this answer, and do not first show their own placeholders.
  useLayoutEffect(() => {
    if (store.get(homeAtom).status === 'idle') void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, HOME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, load]);

  return (
    <main id="main">
      <div className={styles.tapeSlot}>
        <AfterFirstContent>
          <HomeTape />
        </AfterFirstContent>
      </div>
      <div className={styles.page}>
        <div className={styles.top}>
          <section className={styles.hero} aria-labelledby="home-title">
            <p className={styles.kicker}>Financial TV for people who trade</p>
            <h1 id="home-title" className={styles.title}>
              Markets, live. Traders, together.
            </h1>
            <p className={styles.lead}>
              TapeTV brings market data, calendars, a trading school and a live show together with
              the traders you follow — so you learn, discuss and decide in one place.
            </p>
            <JoinActions />
          </section>
          <AfterFirstContent fallback={<div className={styles.marketsSlot} />}>
            <HomeMarkets />
          </AfterFirstContent>
        </div>
        <HomeFailure />
        <AfterFirstContent fallback={<div className={styles.sectionsSlot} />}>
          <HomePosts />
          <HomeChannel />
        </AfterFirstContent>
        <section className={styles.band} aria-labelledby="home-join">
          <h2 id="home-join" className={styles.bandTitle}>
            Join the traders on TapeTV
          </h2>
          <p className={styles.bandText}>
            Post your calls, follow traders and groups, keep watchlists with live prices and get
            alerts, reminders and the live show — free. Pro adds reports and more.
          </p>
          <JoinActions />
        </section>
      </div>
    </main>
  );
}

function JoinActions() {
  return (
    <div className={styles.actions}>
      <Button asChild size="lg">
        <Link to={paths.register}>Create a free account</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.pricing}>See pricing</Link>
      </Button>
    </div>
  );
}

/** The figures could not be loaded and none are shown: say so, and offer to try again. */
function HomeFailure() {
  const { status, home, error } = useAtomValue(homeAtom);
  const load = useSetAtom(loadHomeAtom);
  if (status !== 'error' || home) return null;
  return (
    <div className={styles.failure}>
      <p role="alert">Today’s markets and shows could not be loaded{error ? `: ${error}` : '.'}</p>
      <Button variant="secondary" onClick={() => void load()}>
        Try again
      </Button>
    </div>
  );
}
