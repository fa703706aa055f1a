import { CopyIcon, LockClosedIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import { Skeleton, SkeletonText } from '../skeleton/skeleton.tsx';
import styles from './watchlist-ideas.module.css';

/** A watchlist shown as an idea to copy (team picks, pro picks, members' public lists). */
export interface WatchlistIdea {
  id: number;
  title: string;
  description: string;
  owner: { name: string; userName: string; avatar: string; href?: string };
  /** In order; the card shows the first 6 then "+N more". */
  tickers: readonly string[];
  symbolCount: number;
  copiesCount: number;
  /** Picked by the TapeTV team: shows a "Team pick" badge. */
  curated: boolean;
  /** Shows a "Pro" badge. */
  proPick?: boolean;
  /**
   * A pro pick for a member without pro: the tickers beyond the preview are a blurred
   * placeholder and there is no Copy button; `lockedAction` shows instead.
   */
  locked?: boolean;
  /** The title links here. */
  href?: string;
}

export interface WatchlistIdeaCardProps {
  idea: WatchlistIdea;
  /** This idea's copy is in flight: its button shows a spinner, is busy and waits. */
  copying?: boolean;
  /** Another copy is in flight: the button waits. */
  copyDisabled?: boolean;
  /** Without it there is no Copy button. */
  onCopy?: (id: number) => void;
  /** What a locked idea offers instead of Copy (e.g. an "Upgrade to Pro" link). */
  lockedAction?: (idea: WatchlistIdea) => ReactNode;
  linkComponent?: LinkComponent;
  /** The title's heading level. */
  headingLevel?: 2 | 3;
  className?: string;
}

export interface WatchlistIdeasGridProps {
  ideas: readonly WatchlistIdea[];
  /** Skeleton cards shaped like the ideas. */
  loading?: boolean;
  /** What an empty grid says, and what to do next. */
  emptyText?: ReactNode;
  /** That card's Copy button shows a spinner, is busy and disabled; the other Copy buttons wait. */
  copyingId?: number | null;
  /** No `onCopy`, no Copy buttons. */
  onCopy?: (id: number) => void;
  /** e.g. an "Upgrade to Pro" link, shown on locked cards instead of Copy. */
  lockedAction?: (idea: WatchlistIdea) => ReactNode;
  linkComponent?: LinkComponent;
  /** The card titles' heading level, default 3. */
  headingLevel?: 2 | 3;
}

/** How many tickers a card lists before "+N more". */
export const IDEA_PREVIEW_TICKERS = 6;
export const IDEAS_EMPTY_TEXT = 'No watchlist ideas to show yet.';

/** "8 symbols", "1 symbol". */
export function symbolsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'symbol' : 'symbols'}`;
}

/** "Not copied yet", "Copied once", "Copied 12 times". */
export function copiesText(count: number): string {
  if (count <= 0) return 'Not copied yet';
  if (count === 1) return 'Copied once';
  return `Copied ${count.toLocaleString('en-US')} times`;
}

/** Placeholder chips for a locked idea's hidden tickers: blurred, never real symbols. */
const LOCKED_PLACEHOLDERS = ['XXXX', 'XXX', 'XXXXX'];

function Anchor({
  href,
  Link,
  className,
  children,
}: {
  href: string | undefined;
  Link: LinkComponent | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  if (href === undefined) return <>{children}</>;
  return Link ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * One watchlist idea: badges, title, owner, description, its first tickers, how many symbols it
 * holds and how often it was copied, and a Copy button (or, locked, what unlocks it).
 */
export function WatchlistIdeaCard({
  idea,
  copying = false,
  copyDisabled = false,
  onCopy,
  lockedAction,
  linkComponent,
  headingLevel = 3,
  className,
}: WatchlistIdeaCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locked = idea.locked === true;
  const shown = idea.tickers.slice(0, IDEA_PREVIEW_TICKERS);
  const more = Math.max(idea.symbolCount, idea.tickers.length) - shown.length;
  const action = locked ? lockedAction?.(idea) : null;

  return (
    <article
      data-slot="watchlist-idea"
      data-id={idea.id}
      data-locked={locked ? '' : undefined}
      aria-labelledby={titleId}
      className={cx(styles.card, className)}
    >
      {(idea.curated || idea.proPick) && (
        <div className={styles.badges}>
          {idea.curated && (
            <Badge tone="accent" data-slot="watchlist-idea-curated">
              <StarFilledIcon aria-hidden />
              Team pick
            </Badge>
          )}
          {idea.proPick && (
            <Badge tone="neutral" data-slot="watchlist-idea-pro" className={styles.pro}>
              Pro
            </Badge>
          )}
        </div>
      )}
      <Heading id={titleId} data-slot="watchlist-idea-title" className={styles.title}>
        <Anchor href={idea.href} Link={linkComponent} className={styles.titleLink}>
          {idea.title}
        </Anchor>
      </Heading>
      <p data-slot="watchlist-idea-owner" className={styles.owner}>
        <Avatar src={idea.owner.avatar} name={idea.owner.name} decorative size="xs" />
        <span className={styles.ownerText}>
          <VisuallyHidden.Root>By </VisuallyHidden.Root>
          <Anchor href={idea.owner.href} Link={linkComponent} className={styles.ownerLink}>
            <span className={styles.ownerName}>{idea.owner.name}</span>
          </Anchor>{' '}
          <span className={styles.userName}>@{idea.owner.userName}</span>
        </span>
      </p>
      {idea.description && (
        <p data-slot="watchlist-idea-description" className={styles.description}>
          {idea.description}
        </p>
      )}
      {(shown.length > 0 || more > 0) && (
        <ul aria-label="Symbols" data-slot="watchlist-idea-tickers" className={styles.tickers}>
          {shown.map((ticker) => (
            <li key={ticker} className={styles.ticker}>
              {ticker}
            </li>
          ))}
          {locked &&
            LOCKED_PLACEHOLDERS.slice(0, Math.min(more, LOCKED_PLACEHOLDERS.length)).map(
              (placeholder) => (
                <li
                  key={placeholder}
                  aria-hidden
                  data-slot="watchlist-idea-placeholder"
                  className={cx(styles.ticker, styles.placeholder)}
                >
                  {placeholder}
                </li>
              ),
            )}
          {more > 0 && (
            <li data-slot="watchlist-idea-more" className={styles.more}>
              {locked && <LockClosedIcon aria-hidden />}
              {`+${more.toLocaleString('en-US')} more`}
              {locked && <VisuallyHidden.Root> for Pro members</VisuallyHidden.Root>}
            </li>
          )}
        </ul>
      )}
      <div className={styles.footer}>
        <p className={styles.counts}>
          <span data-slot="watchlist-idea-symbols">{symbolsText(idea.symbolCount)}</span>
          <span aria-hidden className={styles.dot}>
            ·
          </span>
          <span data-slot="watchlist-idea-copies">{copiesText(idea.copiesCount)}</span>
        </p>
        {locked
          ? action && (
              <div data-slot="watchlist-idea-locked-action" className={styles.action}>
                {action}
              </div>
            )
          : onCopy && (
              <Button
                size="sm"
                variant="secondary"
                data-slot="watchlist-idea-copy"
                iconStart={<CopyIcon />}
                loading={copying}
                disabled={copyDisabled}
                aria-label={`Copy ${idea.title}`}
                onClick={() => onCopy(idea.id)}
                className={styles.action}
              >
                Copy
              </Button>
            )}
      </div>
    </article>
  );
}

function IdeaSkeleton() {
  return (
    <div data-slot="watchlist-idea-skeleton" className={styles.card}>
      <Skeleton width="70%" className={styles.skeletonTitle} />
      <span className={styles.owner}>
        <Skeleton shape="circle" width="var(--size-avatar-xs)" height="var(--size-avatar-xs)" />
        <Skeleton width="var(--space-16)" />
      </span>
      <SkeletonText lines={2} />
      <span className={styles.tickers}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} width="var(--space-10)" className={styles.skeletonChip} />
        ))}
      </span>
      <span className={styles.footer}>
        <Skeleton width="var(--space-16)" />
        <Skeleton width="var(--space-16)" height="var(--size-control-sm)" />
      </span>
    </div>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * Watchlist ideas in a grid: one column on phones, two or three as the space grows (the grid
 * follows its own width). Loading shows skeleton cards; one copy at a time.
 */
export function WatchlistIdeasGrid({
  ideas,
  loading = false,
  emptyText = IDEAS_EMPTY_TEXT,
  copyingId = null,
  onCopy,
  lockedAction,
  linkComponent,
  headingLevel = 3,
}: WatchlistIdeasGridProps) {
  if (loading) {
    return (
      <div data-slot="watchlist-ideas" aria-busy="true" className={styles.root}>
        <VisuallyHidden.Root role="status">Loading watchlist ideas</VisuallyHidden.Root>
        <div className={styles.grid}>
          {SKELETONS.map((key) => (
            <IdeaSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }
  if (ideas.length === 0) {
    return (
      <div data-slot="watchlist-ideas" className={styles.root}>
        <EmptyState title={emptyText} />
      </div>
    );
  }
  return (
    <div data-slot="watchlist-ideas" className={styles.root}>
      <ul className={styles.grid}>
        {ideas.map((idea) => (
          <li key={idea.id} className={styles.cell}>
            <WatchlistIdeaCard
              idea={idea}
              copying={copyingId === idea.id}
              copyDisabled={copyingId != null && copyingId !== idea.id}
              onCopy={onCopy}
              lockedAction={lockedAction}
              linkComponent={linkComponent}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
