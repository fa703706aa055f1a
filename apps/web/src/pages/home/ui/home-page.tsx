import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { Link } from 'react-router';
import { isBuiltUrl, paths } from '@/shared/config';
import styles from './home-page.module.css';

const OFFERS = [
  {
    title: 'Live market data',
    section: '/markets/stocks',
    text: 'Stocks, crypto, ETFs and indices with live prices, charts and what traders say.',
  },
  {
    title: 'Seven calendars',
    section: '/economic-calendar',
    text: 'Economic, earnings, dividends, splits, IPOs, holidays and futures expiries.',
  },
  {
    title: 'A feed of traders',
    section: paths.feed,
    text: 'Posts, polls and reactions from the traders and groups you follow, live.',
  },
  {
    title: 'Groups and live chat',
    section: '/groups',
    text: 'Join groups on the markets you trade and talk in real time.',
  },
  {
    title: 'Trading school',
    section: paths.tradingSchool,
    text: 'Courses and timed exams, with your results kept for you.',
  },
  {
    title: 'TapeTV Live',
    section: '/tapetv-live',
    text: 'The live show, webinars, reports and CEO interviews.',
  },
] as const;

/**
 * The landing page for visitors: what TapeTV offers, and the way in. An offer whose section is not
 * built yet says "Soon" (from the route table), so nothing is promised that a member cannot open.
 */
export function HomePage() {
  return (
    <main id="main" className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.kicker}>Financial TV for people who trade</p>
        <h1 id="home-title" className={styles.title}>
          Markets, live. Traders, together.
        </h1>
        <p className={styles.lead}>
          TapeTV brings market data, calendars, a trading school and a live show together with the
          traders you follow — so you learn, discuss and decide in one place.
        </p>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link to={paths.register}>Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.pricing}>See pricing</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="home-offers" className={styles.offers}>
        <h2 id="home-offers" className={styles.offersTitle}>
          What you get
        </h2>
        <ul className={styles.grid}>
          {OFFERS.map((offer) => (
            <li key={offer.title} className={styles.card}>
              <h3 className={styles.cardTitle}>
                {offer.title}
                {!isBuiltUrl(offer.section) && (
                  <Badge tone="accent" className={styles.soon}>
                    Soon
                  </Badge>
                )}
              </h3>
              <p className={styles.cardText}>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
