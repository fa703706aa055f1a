import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { SIMULATED_LABEL } from '../simulated-badge/simulated-badge.tsx';
import { TickerTape, type TickerTapeItem } from './ticker-tape.tsx';

// Stories must not navigate the test page away: the link reports where it would go instead.
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

const tapeItem = ({
  id,
  symbol = 'AAPL',
  ...overrides
}: Partial<TickerTapeItem> & { id: number }): TickerTapeItem => ({
  id,
  symbol,
  price: 100,
  changePct: 0,
  href: `/symbols/${symbol}`,
  ...overrides,
});

/** Indices, stocks up and down, one unchanged, one in euros, a coin, one price not known yet. */
const items: TickerTapeItem[] = [
  tapeItem({ id: 1, symbol: 'SPX', price: 5234.18, changePct: 0.42 }),
  tapeItem({ id: 2, symbol: 'NDX', price: 18339.44, changePct: 0.87 }),
  tapeItem({ id: 3, symbol: 'DJI', price: 39127.14, changePct: -0.31 }),
  tapeItem({ id: 4, symbol: 'AAPL', price: 189.12, changePct: 1.2 }),
  tapeItem({ id: 5, symbol: 'TSLA', price: 171.05, changePct: -3.73 }),
  tapeItem({ id: 6, symbol: 'NVDA', price: 875.4, changePct: 3.32 }),
  tapeItem({ id: 7, symbol: 'MSFT', price: 421.9, changePct: 0.02 }),
  tapeItem({ id: 8, symbol: 'SAP.DE', price: 176.82, changePct: 0.64, currency: 'EUR' }),
  tapeItem({ id: 9, symbol: 'BTC', price: 67412.5, changePct: 2.15, currency: 'USD' }),
  tapeItem({ id: 10, symbol: 'AMZN', price: null, changePct: null }),
  tapeItem({ id: 11, symbol: 'META', price: 502.3, changePct: -0.58 }),
  tapeItem({ id: 12, symbol: 'JPM', price: 198.47, changePct: 0.12 }),
];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
// Kept before any story replaces it: the browser's own answer.
const browserMatchMedia = window.matchMedia.bind(window);

/** A stand-in for the reduced-motion query whose answer a story sets (and can change later). */
class ReducedMotionQuery extends EventTarget implements MediaQueryList {
  readonly media = REDUCED_MOTION;
  onchange: MediaQueryList['onchange'] = null;
  matches: boolean;
  constructor(matches: boolean) {
    super();
    this.matches = matches;
  }
  /** Flips the setting as the reader would in the system preferences. */
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
  addListener() {}
  removeListener() {}
}

/**
 * Answers the reduced-motion query with `reduce`, whatever the machine prefers (the Vitest and
 * visual runs emulate `reduce`); every other query goes to the browser. Returns the cleanup.
 */
function preferReducedMotion(reduce: boolean, query = new ReducedMotionQuery(reduce)) {
  window.matchMedia = (media: string) =>
    media === REDUCED_MOTION ? query : browserMatchMedia(media);
  return () => {
    window.matchMedia = browserMatchMedia;
  };
}

const parts = (canvasElement: HTMLElement) => {
  const tape = within(canvasElement).getByRole('region', { name: 'Market tape' });
  const viewport = tape.querySelector<HTMLElement>('[data-slot="ticker-tape-viewport"]');
  const track = tape.querySelector<HTMLElement>('[data-slot="ticker-tape-track"]');
  return { tape, viewport, track };
};

const meta = {
  title: 'ui/TickerTape',
  component: TickerTape,
  args: { items, linkComponent: StoryLink },
  // The tape moves in every story but ReducedMotion, on any machine.
  beforeEach: () => preferReducedMotion(false),
} satisfies Meta<typeof TickerTape>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { tape, track } = parts(canvasElement);
    // Each symbol once: the loop's second copy is inert and hidden.
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(tape.querySelectorAll('ul')).toHaveLength(2);
    await expect(tape.querySelector('ul[aria-hidden="true"]')).toHaveAttribute('inert');
    await expect(canvas.getByRole('link', { name: 'AAPL 189.12, up 1.2%' })).toHaveAttribute(
      'href',
      '/symbols/AAPL',
    );
    await expect(tape).toHaveAttribute('data-motion', 'on');
    await expect(tape).toHaveAttribute('data-state', 'running');
    await expect(tape.offsetHeight).toBe(36);

    if (!track) throw new Error('The moving tape has a track');
    const style = getComputedStyle(track);
    // 12 items × 4 s, linear, for ever.
    await expect(style.animationDuration).toBe('48s');
    await expect(style.animationTimingFunction).toBe('linear');
    await expect(style.animationIterationCount).toBe('infinite');
    await expect(style.animationPlayState).toBe('running');
    if (browserMatchMedia(REDUCED_MOTION).matches) {
      // The test runs emulate reduced motion: the CSS media rule holds the tape still even when
      // the component's own check is fooled, as it is here.
      await expect(style.animationName).toBe('none');
    } else {
      await expect(style.animationName).toMatch(/ticker-tape-scroll/);
    }
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { track } = parts(canvasElement);
    if (!track) throw new Error('The moving tape has a track');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    await userEvent.hover(canvas.getByRole('list'));
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.unhover(canvas.getByRole('list'));
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { tape, track } = parts(canvasElement);
    if (!track) throw new Error('The moving tape has a track');
    const [first, loop] = tape.querySelectorAll('ul');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause the tape' })).toHaveFocus();
    // The pause button's own focus does not stop the tape: pressing it does.
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SPX 5,234.18, up 0.4%' })).toHaveFocus();
    await expect(first?.contains(document.activeElement)).toBe(true);
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');

    // The loop's copy takes no focus: keyboards meet each symbol once. (Testing Library's tab
    // does not know `inert`, so the browser's own focus() is asked.)
    for (const link of loop?.querySelectorAll('a') ?? []) {
      link.focus();
      await expect(link).not.toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Pause the tape' })).toHaveFocus();
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

/** The pause button (WCAG 2.2.2): paused stays paused when the pointer goes. */
export const PauseButton: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { tape, track } = parts(canvasElement);
    if (!track) throw new Error('The moving tape has a track');
    const pause = canvas.getByRole('button', { name: 'Pause the tape' });
    // The name says what the button does next, so it carries no pressed state as well.
    await expect(pause).not.toHaveAttribute('aria-pressed');
    await userEvent.click(pause);
    const play = canvas.getByRole('button', { name: 'Play the tape' });
    await expect(tape).toHaveAttribute('data-state', 'paused');
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');

    await userEvent.unhover(play);
    await userEvent.hover(canvas.getByRole('list'));
    await userEvent.unhover(canvas.getByRole('list'));
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');

    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pause the tape' })).toBeVisible();
    await expect(tape).toHaveAttribute('data-state', 'running');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

export const ItemClick: Story = {
  args: { onItemClick: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'TSLA 171.05, down 3.7%' }));
    await expect(navigate).toHaveBeenLastCalledWith('/symbols/TSLA');
    await expect(args.onItemClick).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 5, symbol: 'TSLA' }),
    );
  },
};

/** Reduced motion: one list the reader scrolls; nothing moves, so there is nothing to pause. */
export const ReducedMotion: Story = {
  beforeEach: () => preferReducedMotion(true),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { tape, viewport, track } = parts(canvasElement);
    await expect(tape).toHaveAttribute('data-motion', 'off');
    await expect(tape).not.toHaveAttribute('data-state');
    await expect(track).toBeNull();
    await expect(tape.querySelectorAll('ul')).toHaveLength(1);
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: /the tape/ })).not.toBeInTheDocument();
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).animationName).toBe('none');

    if (!viewport) throw new Error('The tape has a viewport');
    await expect(getComputedStyle(viewport).overflowX).toBe('auto');
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    // Every symbol stays reachable: focus scrolls the last one into view.
    for (let stop = 0; stop < 12; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'JPM 198.47, up 0.1%' })).toHaveFocus();
    await expect(viewport.scrollLeft).toBeGreaterThan(0);
  },
};

/** The query the next story flips. */
let settingQuery: ReducedMotionQuery | undefined;

/** The tape follows the setting when the reader changes it while the page is open. */
export const ReducedMotionSwitchedOn: Story = {
  tags: ['no-visual'],
  beforeEach: () => {
    const query = new ReducedMotionQuery(false);
    settingQuery = query;
    return preferReducedMotion(false, query);
  },
  play: async ({ canvas, canvasElement }) => {
    const { tape } = parts(canvasElement);
    await expect(tape).toHaveAttribute('data-motion', 'on');
    settingQuery?.set(true);
    await waitFor(() => expect(tape).toHaveAttribute('data-motion', 'off'));
    await expect(tape.querySelectorAll('ul')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /the tape/ })).not.toBeInTheDocument();
    settingQuery?.set(false);
    await waitFor(() => expect(tape).toHaveAttribute('data-motion', 'on'));
    await expect(tape.querySelectorAll('ul')).toHaveLength(2);
  },
};

/** Prices from the offline simulator are labelled as such, outside the moving part. */
export const Simulated: Story = {
  args: { simulated: true },
  play: async ({ canvas, canvasElement }) => {
    const { tape, viewport } = parts(canvasElement);
    const badge = canvas.getByText(SIMULATED_LABEL);
    await expect(badge).toBeVisible();
    await expect(tape.contains(badge)).toBe(true);
    await expect(viewport?.contains(badge)).toBe(false);
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    const { tape } = parts(canvasElement);
    await expect(tape).toHaveAttribute('aria-busy', 'true');
    await expect(tape).toHaveTextContent('Loading prices');
    await expect(tape.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /the tape/ })).not.toBeInTheDocument();
    // The same height as the loaded tape: nothing below it moves when the prices arrive.
    const control = Number.parseFloat(getComputedStyle(tape).getPropertyValue('--size-control'));
    await expect(tape.offsetHeight).toBe(control);
    await expect(tape.offsetHeight).toBe(36);
  },
};

/** No symbols and not loading: no empty band on the page. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Market tape' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="ticker-tape"]')).toBeNull();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Phone: Story = {
  ...phone,
  args: { simulated: true },
  play: async ({ canvas, canvasElement }) => {
    const { tape } = parts(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    await expect(tape.offsetHeight).toBe(36);
    // The track is many screens wide; the page must not scroll sideways because of it.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const pause = canvas.getByRole('button', { name: 'Pause the tape' });
    await expect(pause.offsetWidth).toBeGreaterThanOrEqual(24);
    await expect(pause.offsetHeight).toBeGreaterThanOrEqual(24);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.offsetHeight).toBeGreaterThanOrEqual(24);
    }
  },
};
