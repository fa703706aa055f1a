import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { initialsImage } from '../lib/fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { type WatchlistIdea, WatchlistIdeasGrid } from './watchlist-ideas.tsx';

// Stories must not navigate the test page away: links report where they would go instead.
const navigate = fn();
const StoryLink = ({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
  />
);

const owner = (name: string, userName: string) => ({
  name,
  userName,
  avatar: initialsImage(name),
  href: `/members/${userName}`,
});

const idea = ({ id, ...overrides }: Partial<WatchlistIdea> & { id: number }): WatchlistIdea => ({
  id,
  title: `Watchlist ${id}`,
  description: 'Names we follow into earnings season.',
  owner: owner('TapeTV Team', 'tapetv'),
  tickers: ['AAPL', 'MSFT', 'NVDA'],
  symbolCount: overrides.tickers?.length ?? 3,
  copiesCount: 0,
  curated: false,
  href: `/watchlists/${id}`,
  ...overrides,
});

const ideas: WatchlistIdea[] = [
  idea({
    id: 1,
    title: 'Semiconductors to watch',
    description:
      'The chip designers, foundries and equipment makers behind the AI build-out, from the leaders to the suppliers the market tends to overlook.',
    tickers: ['NVDA', 'AMD', 'TSM', 'ASML', 'AVGO', 'INTC', 'QCOM', 'MU', 'AMAT', 'LRCX'],
    copiesCount: 1284,
    curated: true,
  }),
  idea({
    id: 2,
    title: 'Dividend aristocrats',
    description: 'Twenty-five years and more of rising dividends.',
    tickers: ['KO', 'PG', 'JNJ', 'PEP', 'MMM', 'CL', 'ABT', 'WMT'],
    copiesCount: 1,
    curated: true,
    proPick: true,
  }),
  idea({
    id: 3,
    title: 'European banks',
    description: 'Rate-sensitive lenders across the euro area and the UK.',
    owner: owner('Lukas Becker', 'lukasb'),
    tickers: ['BNP.PA', 'SAN.MC', 'DBK.DE', 'HSBA.L', 'INGA.AS'],
    copiesCount: 0,
  }),
];

/** A pro pick as a member without pro sees it: three tickers, the rest hidden. */
const lockedIdea = idea({
  id: 4,
  title: 'Pro: small caps with momentum',
  description: 'Our analysts’ weekly screen of small caps breaking out on volume.',
  tickers: ['CELH', 'ELF', 'SMCI'],
  symbolCount: 12,
  copiesCount: 57,
  curated: true,
  proPick: true,
  locked: true,
});

const cardOf = (canvasElement: HTMLElement, id: number) =>
  within(
    canvasElement.querySelector<HTMLElement>(
      `[data-slot="watchlist-idea"][data-id="${id}"]`,
    ) as HTMLElement,
  );

const meta = {
  title: 'ui/WatchlistIdeasGrid',
  component: WatchlistIdeasGrid,
  args: {
    ideas,
    onCopy: fn(),
    linkComponent: StoryLink,
    lockedAction: () => (
      <Button asChild size="sm" variant="primary">
        <StoryLink href="/pricing">Upgrade to Pro</StoryLink>
      </Button>
    ),
  },
} satisfies Meta<typeof WatchlistIdeasGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('article', { name: 'Semiconductors to watch' })).toBeVisible();
    const chips = cardOf(canvasElement, 1);
    await expect(chips.getByRole('link', { name: 'Semiconductors to watch' })).toHaveAttribute(
      'href',
      '/watchlists/1',
    );
    await expect(chips.getByText('Team pick')).toBeVisible();
    await expect(chips.queryByText('Pro')).toBeNull();
    // The first six tickers, then how many more.
    const tickers = within(chips.getByRole('list', { name: 'Symbols' }));
    await expect(tickers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'NVDA',
      'AMD',
      'TSM',
      'ASML',
      'AVGO',
      'INTC',
      '+4 more',
    ]);
    await expect(chips.getByText('10 symbols')).toBeVisible();
    await expect(chips.getByText('Copied 1,284 times')).toBeVisible();
    await expect(cardOf(canvasElement, 2).getByText('Copied once')).toBeVisible();
    await expect(cardOf(canvasElement, 2).getByText('Pro')).toBeVisible();
    await expect(cardOf(canvasElement, 3).getByText('Not copied yet')).toBeVisible();
    await expect(cardOf(canvasElement, 3).getByText('5 symbols')).toBeVisible();
    await expect(cardOf(canvasElement, 3).queryByText(/more$/)).toBeNull();
    await userEvent.click(cardOf(canvasElement, 3).getByRole('link', { name: 'Lukas Becker' }));
    await expect(navigate).toHaveBeenLastCalledWith('/members/lukasb');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy European banks' }));
    await expect(args.onCopy).toHaveBeenCalledWith(3);
  },
};

/** While one idea is copied, its button is busy with a spinner; every Copy button waits. */
export const Copying: Story = {
  args: { copyingId: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const copying = canvas.getByRole('button', { name: 'Copy Dividend aristocrats' });
    await expect(copying).toBeDisabled();
    await expect(copying).toHaveAttribute('aria-busy', 'true');
    await expect(copying.querySelector('[data-slot="spinner"]')).not.toBeNull();
    const other = canvas.getByRole('button', { name: 'Copy Semiconductors to watch' });
    await expect(other).toBeDisabled();
    await expect(other).not.toHaveAttribute('aria-busy');
    await userEvent.click(other);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/**
 * A pro pick for a member without pro: the preview's tickers, a blurred placeholder for the rest
 * (hidden from screen readers), no Copy button, and the locked action instead.
 */
export const Locked: Story = {
  args: { ideas: [lockedIdea, ...ideas.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, 4);
    await expect(card.queryByRole('button', { name: /^Copy/ })).toBeNull();
    await expect(card.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const tickers = within(card.getByRole('list', { name: 'Symbols' }));
    // The placeholders are aria-hidden: the list reads the preview and what is locked.
    await expect(tickers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CELH',
      'ELF',
      'SMCI',
      '+9 more for Pro members',
    ]);
    await expect(
      canvasElement.querySelectorAll('[data-id="4"] [data-slot="watchlist-idea-placeholder"]'),
    ).toHaveLength(3);
    await expect(card.getByText('12 symbols')).toBeVisible();
    // Unlocked cards keep their Copy button.
    await expect(
      cardOf(canvasElement, 1).getByRole('button', { name: 'Copy Semiconductors to watch' }),
    ).toBeEnabled();
  },
};

/** Without `onCopy` (a visitor, or the member's own lists) there are no Copy buttons. */
export const ReadOnly: Story = {
  args: { onCopy: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading watchlist ideas');
    await expect(canvasElement.querySelector('[data-slot="watchlist-ideas"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      canvasElement.querySelectorAll('[data-slot="watchlist-idea-skeleton"]'),
    ).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { ideas: [], emptyText: 'No public watchlists yet. Make one of yours public to share it.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No public watchlists yet. Make one of yours public to share it.'),
    ).toBeVisible();
  },
};

/** Under a page's section heading (h2), the cards' titles are h2 when asked. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

const longIdeas: WatchlistIdea[] = [
  idea({
    id: 11,
    title:
      'A very long watchlist title that goes on and on about renewable energy infrastructure plays',
    description:
      'Utilities, grid builders, turbine makers and the suppliers of copper, lithium and rare earths that a decade of electrification will need, with notes on each company’s balance sheet and the policy risks that could change the picture.',
    owner: owner('Maximiliane Alexandra von Habsburg-Lothringen', 'maximiliane_von_habsburg'),
    tickers: ['NEE', 'ENPH', 'VWS.CO', 'ORSTED.CO', 'FSLR', 'SEDG', 'BEP', 'PLUG'],
    copiesCount: 1_234_567,
    curated: true,
    proPick: true,
  }),
  idea({ id: 12, title: 'Supercalifragilisticexpialidociousconglomerates', tickers: ['BRK.B'] }),
];

export const LongText: Story = { args: { ideas: longIdeas } };

export const Dark: Story = {
  args: { ideas: [lockedIdea, ...ideas], copyingId: 1 },
  globals: { theme: 'dark' },
};

/** Three columns on a wide screen. */
export const Desktop: Story = {
  args: { ideas: [lockedIdea, ...ideas] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="watchlist-ideas"] > ul') as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** A phone: one column, and nothing runs off a card. */
export const Phone: Story = {
  ...phone,
  args: { ideas: [...longIdeas, lockedIdea] },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="watchlist-ideas"] > ul') as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
    for (const card of canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="watchlist-idea"]',
    )) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};
