import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type ConsultationBooking,
  type ConsultationHost,
  type ConsultationSlot,
  HostCard,
  loadMyBookingsAtom,
  loadPersonalAccessAtom,
  myBookingsAtom,
  personalAccessAtom,
  type SlotDay,
  sessionText,
  slotDays,
  slotsOnDay,
  slotTimeText,
} from '@/entities/research/consultation';
import { memberTimeZoneAtom } from '@/entities/session';
import { BookSessionDialog } from '@/features/consultation/book-session';
import { CancelSessionButton } from '@/features/consultation/cancel-session';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './personal-access-page.module.css';

const TITLE = 'Personal Access';
export const UPGRADE_TEXT =
  'One-to-one sessions with the analysts are for pro members. Upgrade to Pro to book one; until then, here is who takes sessions and when.';

type Choice = { host: ConsultationHost; slot: ConsultationSlot };

/**
 * Personal access (`/personal-access`, issue 20): the channel's analysts and their open slots of
 * the next 14 days, by day in the member's time zone. A pro member books a slot with a topic and
 * sees their sessions under "My sessions", with cancel; a member without pro sees the same hosts
 * and times as a preview, with the way to upgrade instead of booking controls.
 */
export function PersonalAccessPage() {
  const state = useAtomValue(personalAccessAtom);
  const load = useSetAtom(loadPersonalAccessAtom);
  const loadBookings = useSetAtom(loadMyBookingsAtom);

  useEffect(() => {
    void load();
    // A member whose pro ended may still hold sessions: the list is everyone's.
    void loadBookings();
  }, [load, loadBookings]);

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Book a one-to-one session with one of TapeTV’s analysts. Choose a time, say what you would
        like to talk about, and the confirmation with a calendar invitation comes by email.
      </p>
      {state.data ? (
        <Overview canBook={state.data.can_book} hosts={state.data.hosts} />
      ) : state.status === 'error' ? (
        <EmptyState
          tone="error"
          title="The analysts’ times could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          }
        />
      ) : (
        <PersonalAccessSkeleton />
      )}
    </PageFrame>
  );
}

function Overview({ canBook, hosts }: { canBook: boolean; hosts: ConsultationHost[] }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const bookings = useAtomValue(myBookingsAtom);
  const [picked, setPicked] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [booked, setBooked] = useState<string | null>(null);

  const days = slotDays(hosts, timeZone);
  const day = days.find((each) => each.key === picked) ?? days[0];
  const hasSessions = (bookings.bookings?.length ?? 0) > 0;

  const onBooked = (booking: ConsultationBooking) => {
    setChoice(null);
    setBooked(
      `Booked: ${sessionText(booking, timeZone)} with ${booking.host.name}. The confirmation is on its way to your email.`,
    );
  };

  return (
    <>
      {!canBook && <UpgradeCallout />}
      <p role="status" className={booked ? styles.booked : styles.quiet}>
        {booked}
      </p>
      {(canBook || hasSessions) && <MySessions timeZone={timeZone} />}
      {hosts.length === 0 ? (
        <EmptyState
          title="No analysts are taking sessions right now"
          description="When an analyst opens their calendar, their times show here."
        />
      ) : (
        <section aria-labelledby="personal-access-times" className={styles.times}>
          <div className={styles.timesHeader}>
            <h2 id="personal-access-times" className={styles.sectionTitle}>
              {canBook ? 'Book a session' : 'Open times'}
            </h2>
            <p className={styles.zone}>Times are in your time zone ({timeZone}).</p>
          </div>
          {day ? (
            <DayPicker days={days} value={day.key} onChange={setPicked} />
          ) : (
            <EmptyState
              title="No open slots this week"
              description="Every time of the next 14 days is booked. New times open each day: come back tomorrow."
            />
          )}
          <ul className={styles.hosts} aria-label="Analysts">
            {hosts.map((host) => (
              <li key={host.slug} className={styles.hostCell}>
                <HostCard host={host}>
                  {day && (
                    <HostSlots
                      host={host}
                      day={day}
                      timeZone={timeZone}
                      canBook={canBook}
                      onChoose={(slot) => {
                        setBooked(null);
                        setChoice({ host, slot });
                      }}
                    />
                  )}
                </HostCard>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canBook && (
        <BookSessionDialog
          choice={choice}
          timeZone={timeZone}
          onClose={() => setChoice(null)}
          onBooked={onBooked}
        />
      )}
    </>
  );
}

function UpgradeCallout() {
  return (
    <section aria-labelledby="personal-access-pro" className={styles.upgrade}>
      <LockClosedIcon aria-hidden className={styles.lockIcon} />
      <h2 id="personal-access-pro" className={styles.upgradeTitle}>
        For pro members
      </h2>
      <p className={styles.upgradeText}>{UPGRADE_TEXT}</p>
      <Button asChild>
        <Link to={paths.pricing}>Upgrade to Pro</Link>
      </Button>
    </section>
  );
}

/** The days with open slots as toggle buttons (Tab to one, Enter or Space to choose it). */
function DayPicker({
  days,
  value,
  onChange,
}: {
  days: SlotDay[];
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <fieldset className={styles.days}>
      <VisuallyHidden asChild>
        <legend>Choose a day</legend>
      </VisuallyHidden>
      {days.map((day) => (
        <button
          key={day.key}
          type="button"
          aria-pressed={day.key === value}
          aria-label={day.longLabel}
          onClick={() => onChange(day.key)}
          className={styles.day}
        >
          {day.label}
        </button>
      ))}
    </fieldset>
  );
}

function HostSlots({
  host,
  day,
  timeZone,
  canBook,
  onChoose,
}: {
  host: ConsultationHost;
  day: SlotDay;
  timeZone: string;
  canBook: boolean;
  onChoose: (slot: ConsultationSlot) => void;
}) {
  const slots = slotsOnDay(host, day.key, timeZone);
  const label = `Open times with ${host.name} on ${day.longLabel}`;
  if (slots.length === 0)
    return <p className={styles.noSlots}>No open times on {day.longLabel}.</p>;
  if (!canBook)
    return (
      <ul aria-label={label} className={styles.slots}>
        {slots.map((slot) => (
          <li key={slot.starts_at} className={styles.previewSlot}>
            <time dateTime={slot.starts_at}>{slotTimeText(slot.starts_at, timeZone)}</time>
          </li>
        ))}
      </ul>
    );
  return (
    <fieldset className={styles.slots}>
      <VisuallyHidden asChild>
        <legend>{label}</legend>
      </VisuallyHidden>
      {slots.map((slot) => (
        <Button
          key={slot.starts_at}
          variant="secondary"
          size="sm"
          className={styles.slot}
          onClick={() => onChoose(slot)}
        >
          {slotTimeText(slot.starts_at, timeZone)}
        </Button>
      ))}
    </fieldset>
  );
}

function MySessions({ timeZone }: { timeZone: string }) {
  const state = useAtomValue(myBookingsAtom);
  const load = useSetAtom(loadMyBookingsAtom);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="personal-access-mine" className={styles.mine}>
      <h2 id="personal-access-mine" className={styles.sectionTitle}>
        My sessions
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {state.bookings === null ? (
        state.status === 'error' ? (
          <div className={styles.mineError}>
            <p className={styles.error}>{state.error}</p>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" aria-label="Loading your sessions">
            <SkeletonText lines={2} />
          </div>
        )
      ) : state.bookings.length === 0 ? (
        <p className={styles.none}>No sessions booked. Choose a time below.</p>
      ) : (
        <ul className={styles.bookings}>
          {state.bookings.map((booking) => {
            const when = sessionText(booking, timeZone);
            return (
              <li key={booking.id} className={styles.booking}>
                <div className={styles.bookingText}>
                  <p className={styles.bookingWhen}>
                    <time dateTime={booking.starts_at}>{when}</time>
                  </p>
                  <p className={styles.bookingHost}>
                    with {booking.host.name}, {booking.host.role}
                  </p>
                  <p className={styles.bookingTopic}>{booking.topic}</p>
                </div>
                <CancelSessionButton
                  bookingId={booking.id}
                  label={`Cancel the session with ${booking.host.name} on ${when}`}
                  onError={setError}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function PersonalAccessSkeleton() {
  return (
    <div role="status" aria-label="Loading the analysts’ times" className={styles.skeleton}>
      <div className={styles.days}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} width="5rem" height="var(--size-control)" />
        ))}
      </div>
      <div className={styles.hosts}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.skeletonCard}>
            <Skeleton width="50%" height="var(--font-size-5)" />
            <Skeleton width="35%" />
            <SkeletonText lines={3} />
            <Skeleton width="70%" height="var(--size-control-sm)" />
          </div>
        ))}
      </div>
    </div>
  );
}
