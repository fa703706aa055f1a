import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { PULL_THRESHOLD, PullToRefresh } from './pull-to-refresh.tsx';

/** A finger on `target` at `y`, as the browser reports it. */
const touchAt = (target: Element, y: number) =>
  new Touch({ identifier: 1, target, clientX: 100, clientY: y });

/** Drags a finger from y = 100 down by `dy`, in steps, then lifts it (unless `lift` is false). */
function pull(target: Element, dy: number, { lift = true } = {}) {
  target.dispatchEvent(
    new TouchEvent('touchstart', { bubbles: true, touches: [touchAt(target, 100)] }),
  );
  for (const step of [0.25, 0.5, 0.75, 1]) {
    target.dispatchEvent(
      new TouchEvent('touchmove', { bubbles: true, touches: [touchAt(target, 100 + dy * step)] }),
    );
  }
  if (lift) target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [] }));
}

/** What the story's refresh returns: settled by the play function when it chooses. */
let settle: () => void = () => {};

const meta = {
  title: 'ui/PullToRefresh',
  component: PullToRefresh,
  args: {
    label: 'Refreshing posts',
    onRefresh: fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    ),
    children: (
      <ol style={{ margin: 0, padding: 16, display: 'grid', gap: 12 }}>
        <li>$NVDA breaking out of the flag on volume.</li>
        <li>Fed minutes at 14:00: watching the dot plot.</li>
        <li>Trimming $TSLA into strength.</li>
      </ol>
    ),
  },
  ...phone,
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pulled past the threshold, the arrow turns and says "Release to refresh"; released, a spinner
 * says what is refreshing until the refresh settles, then the list is back in place.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const list = canvas.getByText('Trimming $TSLA into strength.');
    const indicator = canvasElement.querySelector('[data-slot="pull-indicator"]');

    pull(list, PULL_THRESHOLD * 3, { lift: false });
    await expect(await canvas.findByText('Release to refresh')).toBeVisible();
    await expect(indicator).toHaveAttribute('data-phase', 'armed');
    list.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [] }));

    await expect(await canvas.findByRole('status')).toHaveTextContent('Refreshing posts');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // A second pull while it runs does nothing.
    pull(list, PULL_THRESHOLD * 3);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);

    settle();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(indicator).toHaveAttribute('data-phase', 'idle');
  },
};

/** A short pull says "Pull to refresh" and, released, springs back without refreshing. */
export const ShortPull: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const list = canvas.getByText('Trimming $TSLA into strength.');
    pull(list, PULL_THRESHOLD, { lift: false });
    await expect(await canvas.findByText('Pull to refresh')).toBeVisible();
    list.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [] }));

    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="pull-indicator"]')).toHaveAttribute(
        'data-phase',
        'idle',
      ),
    );
    await expect(canvas.queryByText('Pull to refresh')).toBeNull();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Scrolled down the page, a pull is the browser's scroll, not a refresh. */
export const ScrolledDown: Story = {
  args: {
    children: <div style={{ height: 3000, padding: 16 }}>A long list</div>,
  },
  play: async ({ args, canvas }) => {
    const list = canvas.getByText('A long list');
    window.scrollTo(0, 400);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    pull(list, PULL_THRESHOLD * 3);
    await expect(canvas.queryByText('Release to refresh')).toBeNull();
    await expect(args.onRefresh).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  },
};

/** Off: no indicator reacts, and the browser's own overscroll is left alone. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    pull(canvas.getByText('Trimming $TSLA into strength.'), PULL_THRESHOLD * 3);
    await expect(canvas.queryByText('Release to refresh')).toBeNull();
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(canvasElement.ownerDocument.documentElement.style.overscrollBehaviorY).toBe('');
  },
};
