import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { WebinarCard } from '@tapetv/ui/webinar-card';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  findWebinar,
  loadWebinarAtom,
  loadWebinarListAtom,
  WEBINARS_PATH,
  WebinarDescription,
  WebinarReplay,
  type WebinarSummary,
  type WebinarTab,
  webinarAtomFamily,
  webinarHref,
  webinarListAtom,
} from '@/entities/research/webinar';
import { memberTimeZoneAtom } from '@/entities/session';
import {
  changeWebinarRegistrationAtom,
  webinarPendingAtomFamily,
} from '@/features/webinar/register';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageFrame } from '@/shared/ui/page-frame';
import { RouterLink } from '@/shared/ui/router-link';
import styles from './webinars-page.module.css';

const TITLE = 'Webinars';

interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/** What a card's buttons do: register or cancel (with the page's feedback), or open the replay. */
interface CardActions {
  change: (webinar: WebinarSummary, register: boolean) => void;
  openReplay: (webinar: WebinarSummary) => void;
}

/**
 * The channel's webinars (`/webinar`, issue 20): the schedule (upcoming and live, soonest first)
 * and the replays of ended ones, in two tabs; registering or cancelling shows at once and is put
 * back if the server refuses. `?webinar=<slug>` (what the reminder links to) opens one webinar's
 * details above the tabs, with the replay player once it has ended.
 */
export function WebinarsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('webinar');
  const state = useAtomValue(webinarListAtom);
  const load = useSetAtom(loadWebinarListAtom);
  const change = useSetAtom(changeWebinarRegistrationAtom);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  const selectedSummary = selected ? findWebinar(state.list, null, selected) : null;
  const tabParam = params.get('tab');
  const tab: WebinarTab =
    tabParam === 'replays' || tabParam === 'upcoming'
      ? tabParam
      : selectedSummary?.status === 'ended'
        ? 'replays'
        : 'upcoming';

  const navigate = (next: { webinar?: string | null; tab?: WebinarTab }) => {
    const query = new URLSearchParams(params);
    if (next.webinar === null) query.delete('webinar');
    else if (next.webinar !== undefined) query.set('webinar', next.webinar);
    if (next.tab) query.set('tab', next.tab);
    setParams(query);
  };

  const actions: CardActions = {
    change: (webinar, register) => {
      setFeedback(null);
      void change({ webinar, register }).then((result) => {
        if (result.ok) {
          if (result.message) setFeedback({ tone: 'success', text: result.message });
        } else setFeedback({ tone: 'error', text: result.message });
      });
    },
    openReplay: (webinar) => navigate({ webinar: webinar.slug, tab: 'replays' }),
  };

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Live sessions with the TapeTV desks: register for a seat, get a reminder by mail and
        notification an hour before, and watch the replay once a session has ended. Times are shown
        in your time zone.
      </p>
      {feedback && <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert>}
      {selected && (
        <WebinarDetails
          key={selected}
          slug={selected}
          actions={actions}
          onClose={() => navigate({ webinar: null })}
        />
      )}
      <Tabs value={tab} onValueChange={(value) => navigate({ tab: value as WebinarTab })}>
        <TabsList aria-label="Webinars">
          <TabsTrigger value="upcoming">
            Upcoming
            {state.list ? <span className={styles.count}>{state.list.upcoming.length}</span> : null}
          </TabsTrigger>
          <TabsTrigger value="replays">
            Replays
            {state.list ? <span className={styles.count}>{state.list.past.length}</span> : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <Schedule which="upcoming" selected={selected} actions={actions} />
        </TabsContent>
        <TabsContent value="replays">
          <Schedule which="replays" selected={selected} actions={actions} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

function Schedule({
  which,
  selected,
  actions,
}: {
  which: WebinarTab;
  selected: string | null;
  actions: CardActions;
}) {
  const state = useAtomValue(webinarListAtom);
  const load = useSetAtom(loadWebinarListAtom);
  const { list } = state;

  if (state.status === 'error' && !list)
    return (
      <EmptyState
        tone="error"
        title="The webinars could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        }
      />
    );
  if (!list) return <ScheduleSkeleton />;
  const webinars = which === 'upcoming' ? list.upcoming : list.past;
  const label = which === 'upcoming' ? 'Upcoming webinars' : 'Replays';
  if (webinars.length === 0)
    return which === 'upcoming' ? (
      <EmptyState
        title="No webinars scheduled"
        description="The next sessions have not been announced yet. Watch a replay meanwhile."
      />
    ) : (
      <EmptyState
        title="No replays yet"
        description="Replays appear here once a webinar has ended."
      />
    );
  return (
    <>
      {/* The cards' titles are h3: this keeps the outline whole for screen readers. */}
      <VisuallyHidden asChild>
        <h2>{label}</h2>
      </VisuallyHidden>
      <ul
        className={styles.grid}
        aria-label={label}
        aria-busy={state.status === 'loading' || undefined}
      >
        {webinars.map((webinar) => (
          <li key={webinar.slug} className={styles.cell}>
            <ScheduleCard
              webinar={webinar}
              selected={webinar.slug === selected}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function ScheduleCard({
  webinar,
  selected,
  actions,
  linked = true,
}: {
  webinar: WebinarSummary;
  selected: boolean;
  actions: CardActions;
  linked?: boolean;
}) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const pending = useAtomValue(webinarPendingAtomFamily(webinar.slug));
  return (
    <WebinarCard
      title={webinar.title}
      host={webinar.host}
      summary={webinar.summary}
      level={webinar.level}
      startsAt={webinar.starts_at}
      durationMinutes={webinar.duration_minutes}
      status={webinar.status}
      registered={webinar.registered}
      registrantCount={webinar.registrant_count}
      hasReplay={webinar.replay_url !== null}
      timeZone={timeZone}
      pending={pending}
      selected={selected}
      {...(linked
        ? {
            href: `${webinarHref(webinar.slug)}${webinar.status === 'ended' ? '&tab=replays' : ''}`,
            linkComponent: RouterLink,
          }
        : {})}
      onRegister={() => actions.change(webinar, true)}
      onCancel={() => actions.change(webinar, false)}
      onWatchReplay={() => actions.openReplay(webinar)}
    />
  );
}

/** The selected webinar: its card, its description and, once it has ended, its replay. */
function WebinarDetails({
  slug,
  actions,
  onClose,
}: {
  slug: string;
  actions: CardActions;
  onClose: () => void;
}) {
  const state = useAtomValue(webinarAtomFamily(slug));
  const list = useAtomValue(webinarListAtom).list;
  const load = useSetAtom(loadWebinarAtom);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void load(slug);
  }, [load, slug]);

  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const close = (
    <Button variant="ghost" size="sm" onClick={onClose}>
      Close details
    </Button>
  );

  if (state.status === 'missing')
    return (
      <EmptyState
        title="No such webinar"
        description="It may have been renamed or removed. Pick one from the schedule below."
        action={
          <Button asChild variant="secondary">
            <RouterLink href={WEBINARS_PATH}>Show all webinars</RouterLink>
          </Button>
        }
      />
    );
  if (state.status === 'error' && !state.webinar)
    return (
      <EmptyState
        tone="error"
        title="This webinar could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(slug)}>
            Try again
          </Button>
        }
      />
    );
  const details = state.webinar;
  // The seat and status as the schedule now holds them (an optimistic change shows here too).
  const webinar = details ? (findWebinar(list, null, slug) ?? details) : null;
  if (!details || !webinar)
    return (
      <div role="status" aria-label="Loading the webinar" className={styles.detailsSkeleton}>
        <Skeleton width="60%" height="var(--font-size-6)" />
        <Skeleton width="40%" />
        <SkeletonText lines={4} />
      </div>
    );

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={styles.details}
      data-slot="webinar-details"
    >
      <div className={styles.detailsHeader}>
        <h2 id={headingId} className={styles.detailsTitle}>
          {webinar.title}
        </h2>
        {close}
      </div>
      <div className={styles.detailsBody}>
        <div className={styles.detailsMain}>
          {webinar.status === 'ended' ? (
            webinar.replay_url ? (
              <WebinarReplay
                key={webinar.replay_url}
                url={webinar.replay_url}
                title={webinar.title}
              />
            ) : (
              <p className={styles.note}>No replay has been published for this webinar yet.</p>
            )
          ) : null}
          <WebinarDescription html={details.body_html} />
        </div>
        <div className={styles.detailsSide}>
          <ScheduleCard webinar={webinar} selected={false} actions={actions} linked={false} />
        </div>
      </div>
    </section>
  );
}

function ScheduleSkeleton() {
  return (
    <div role="status" aria-label="Loading the webinars" className={styles.grid}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height="var(--font-size-5)" />
          <Skeleton width="50%" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  );
}
