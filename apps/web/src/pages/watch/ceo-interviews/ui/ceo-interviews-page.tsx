import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { memberTimeZoneAtom } from '@/entities/session';
import {
  InterviewCard,
  type InterviewMatch,
  interviewAddress,
  interviewListAtom,
  loadInterviewListAtom,
  startFromParam,
  timestampText,
} from '@/entities/watch/interview';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './ceo-interviews-page.module.css';
import { InterviewView } from './interview-view.tsx';

const TITLE = 'CEO Interviews';
/** The server's limit on a search (INTERVIEW_QUERY_MAX); longer ones are refused with a 422. */
const QUERY_MAX = 100;
/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * The channel's CEO interviews (`/ceo-interviews`, issue 20): the interviews as cards, a search
 * through their transcripts (the words in the URL's `?q=`, so results can be shared and survive a
 * reload), and one interview opened in place (`?interview=<slug>&t=<seconds>`) with its video or
 * a plain note that there is none, its chapters and its transcript.
 */
export function CeoInterviewsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const slug = params.get('interview');
  const start = startFromParam(params.get('t'));

  const search = useCallback(
    (text: string) => {
      const next = text.trim();
      // A new search leaves the open interview for the results.
      if (next === q && !slug) return;
      setParams(next ? { q: next } : {}, { replace: !slug });
    },
    [q, slug, setParams],
  );

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Conversations with the people who run listed companies, with chapters and a searchable
        transcript.
      </p>
      <SearchBox query={q} onSearch={search} />
      {slug ? <InterviewView slug={slug} query={q} start={start} /> : <Results query={q} />}
    </PageFrame>
  );
}

/** The search field: runs the search once typing pauses, or at once on Enter. */
function SearchBox({ query, onSearch }: { query: string; onSearch: (text: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(query);

  // The address changed by itself (back, a link): show its words.
  useEffect(() => {
    setText((current) => (current.trim() === query ? current : query));
  }, [query]);

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, onSearch]);

  return (
    <search aria-label="Search the interviews" className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
        className={styles.searchForm}
      >
        <label htmlFor={inputId} className={styles.label}>
          Search the interviews
        </label>
        <div className={styles.searchField}>
          <MagnifyingGlassIcon aria-hidden className={styles.searchIcon} />
          <input
            id={inputId}
            type="search"
            value={text}
            maxLength={QUERY_MAX}
            placeholder="A word, a company, a CEO…"
            onChange={(event) => setText(event.target.value)}
            className={styles.input}
          />
        </div>
      </form>
    </search>
  );
}

function Results({ query }: { query: string }) {
  const state = useAtomValue(interviewListAtom);
  const load = useSetAtom(loadInterviewListAtom);
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const { list } = state;

  useEffect(() => {
    void load(query);
  }, [load, query]);

  if (state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="The interviews could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(query)}>
            Try again
          </Button>
        }
      />
    );
  // The first answer, or one for another search: skeletons until this search's answer.
  if (!list || (list.query !== query && state.status === 'loading')) return <InterviewsSkeleton />;
  if (list.interviews.length === 0)
    return query ? (
      <EmptyState
        title={`No interviews match “${query}”`}
        description="Try other words, a company or a CEO’s name."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.ceoInterviews}>Clear the search</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No interviews yet"
        description="The newsroom has not published an interview. Come back soon."
      />
    );
  return (
    <div className={styles.results} aria-busy={state.status === 'loading' || undefined}>
      {query && list.matches.length > 0 && <Matches matches={list.matches} query={query} />}
      <section aria-labelledby="interviews-heading">
        <h2 id="interviews-heading" className={styles.sectionHeading}>
          {query ? `Interviews matching “${query}” (${list.interviews.length})` : 'All interviews'}
        </h2>
        <ul className={styles.grid} aria-label="Interviews">
          {list.interviews.map((interview) => (
            <li key={interview.slug} className={styles.cell}>
              <InterviewCard interview={interview} timeZone={timeZone} query={query} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The transcript paragraphs the search found, best first; each opens its interview there. */
function Matches({ matches, query }: { matches: InterviewMatch[]; query: string }) {
  return (
    <section aria-labelledby="matches-heading">
      <h2 id="matches-heading" className={styles.sectionHeading}>
        In the transcripts ({matches.length})
      </h2>
      <ol className={styles.matches} aria-label="Transcript matches">
        {matches.map((match) => (
          <li key={`${match.slug}-${match.position}`} className={styles.match}>
            <Link
              to={interviewAddress(match.slug, { t: match.start_seconds, q: query })}
              className={styles.matchLink}
            >
              <span className={styles.matchTime}>{timestampText(match.start_seconds)}</span>
              <span className={styles.matchTitle}>{match.interview_title}</span>
            </Link>
            <p className={styles.snippet}>
              <strong>{match.speaker}:</strong>{' '}
              {/* The server escapes the text, then marks the matched words: only <mark> is HTML. */}
              <span
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped then marked by the server (snippet_html).
                dangerouslySetInnerHTML={{ __html: match.snippet_html }}
              />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function InterviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading the interviews" className={styles.grid}>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="35%" />
          <Skeleton width="85%" height="var(--font-size-5)" />
          <SkeletonText lines={2} />
          <Skeleton width="55%" />
        </div>
      ))}
    </div>
  );
}
