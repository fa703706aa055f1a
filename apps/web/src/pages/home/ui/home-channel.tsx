import { Badge } from '@tapetv/ui/badge';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { dayText, timeText, zoneText } from '@/shared/lib/time';
import { type HomeSnapshot, homeAtom, homeNowAtom } from '../model/home.atoms.ts';
import styles from './home-sections.module.css';

const SAMPLE_EVENTS =
  'These releases are sample data made up for the demo, not a real economic calendar.';
const LEVELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

const figures = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** A release's forecast or previous figure with its unit: "2.8%", "215K". */
const figureText = (value: number, unit: string) => `${figures.format(value)}${unit}`;

/** Whether an airing runs at `now`. */
const isAiring = (airing: { starts_at: string; ends_at: string }, now: Date) =>
  Date.parse(airing.starts_at) <= now.getTime() && now.getTime() < Date.parse(airing.ends_at);

/** "On TapeTV this week": the live show's next airings, webinars and the big releases. */
export function HomeChannel() {
  const { status, home } = useAtomValue(homeAtom);
  if (status === 'error' && !home) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-channel"
      aria-busy={home ? undefined : true}
    >
      <header className={styles.sectionHeader}>
        <h2 id="home-channel" className={styles.sectionTitle}>
          On TapeTV this week
        </h2>
        <p className={styles.sectionNote}>Times in your time zone</p>
      </header>
      <div className={styles.channel}>
        <LiveCard home={home} />
        <WebinarsCard home={home} />
        <EventsCard home={home} />
      </div>
    </section>
  );
}

interface CardProps {
  /** Null while loading. */
  home: HomeSnapshot | null;
}

function ChannelCard({
  id,
  title,
  badge,
  link,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <article className={styles.card} aria-labelledby={id}>
      <header className={styles.cardHeader}>
        <h3 id={id} className={styles.cardTitle}>
          {title}
        </h3>
        {badge}
      </header>
      {children}
      <Link to={link.to} className={styles.cardLink}>
        {link.text}
      </Link>
    </article>
  );
}

/** "Today 14:30 GMT" in the reader's zone. */
function useWhen() {
  const zone = useAtomValue(memberTimeZoneAtom);
  const now = useAtomValue(homeNowAtom);
  return {
    now,
    when: (at: string) => `${dayText(at, zone, now)} ${timeText(at, zone)} ${zoneText(at, zone)}`,
    zone,
  };
}

function LiveCard({ home }: CardProps) {
  const { now, when } = useWhen();
  const airings = home?.live.airings;
  const onAir =
    home?.live.onAir === true && airings?.[0] !== undefined && isAiring(airings[0], now);
  return (
    <ChannelCard
      id="home-live"
      title="TapeTV Live"
      badge={onAir ? <Badge tone="live">On air now</Badge> : undefined}
      link={{ to: paths.live, text: 'Watch TapeTV Live' }}
    >
      {!airings ? (
        <SkeletonText lines={4} />
      ) : airings.length === 0 ? (
        <p className={styles.empty}>No shows are scheduled this week.</p>
      ) : (
        <ul className={styles.items} aria-label="Next shows">
          {airings.map((airing) => (
            <li key={`${airing.show}-${airing.starts_at}`} className={styles.item}>
              <span className={styles.itemTitle}>{airing.title}</span>
              <span className={styles.itemMeta}>
                {isAiring(airing, now) ? 'On now' : when(airing.starts_at)} · {airing.host}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ChannelCard>
  );
}

function WebinarsCard({ home }: CardProps) {
  const { when } = useWhen();
  const webinars = home?.webinars;
  return (
    <ChannelCard
      id="home-webinars"
      title="Webinars"
      link={{ to: paths.webinars, text: 'All webinars' }}
    >
      {!webinars ? (
        <SkeletonText lines={4} />
      ) : webinars.length === 0 ? (
        <p className={styles.empty}>No webinars are scheduled yet.</p>
      ) : (
        <ul className={styles.items} aria-label="Upcoming webinars">
          {webinars.map((webinar) => (
            <li key={webinar.slug} className={styles.item}>
              <Link to={paths.webinar(webinar.slug)} className={styles.itemTitle}>
                {webinar.title}
              </Link>
              <span className={styles.itemMeta}>
                {webinar.status === 'live' ? 'Live now' : when(webinar.starts_at)} · {webinar.host}{' '}
                · {LEVELS[webinar.level]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ChannelCard>
  );
}

function EventsCard({ home }: CardProps) {
  const { now, zone } = useWhen();
  const events = home?.events;
  const sample = events?.some((event) => event.source === 'sample') === true;
  return (
    <ChannelCard
      id="home-events"
      title="Big releases this week"
      badge={
        sample ? <SimulatedBadge label="Sample data" description={SAMPLE_EVENTS} /> : undefined
      }
      link={{ to: paths.economicCalendar, text: 'Economic calendar' }}
    >
      {!events ? (
        <SkeletonText lines={4} />
      ) : events.length === 0 ? (
        <p className={styles.empty}>No high-importance releases are left this week.</p>
      ) : (
        <ul className={styles.items} aria-label="High-importance economic releases">
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <span className={styles.itemTitle}>
                {event.country} · {event.event}
                {event.period ? ` (${event.period})` : ''}
              </span>
              <span className={styles.itemMeta}>
                {dayText(event.scheduled_at, zone, now)}
                {event.all_day ? ', all day' : ` ${timeText(event.scheduled_at, zone)}`}
                {event.forecast !== null && ` · Forecast ${figureText(event.forecast, event.unit)}`}
                {event.previous !== null && ` · Previous ${figureText(event.previous, event.unit)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ChannelCard>
  );
}
