import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import { Toaster } from './toast.tsx';
import { createToastStore, TOAST_WIDE_WIDTH_PX, TOAST_WIDTH_PX } from './toast-store.ts';

/** Each story uses its own store; static stories keep their toasts up (no timer). */
const store = createToastStore();
const forever = { duration: Number.POSITIVE_INFINITY };

const meta = {
  title: 'ui/Toast',
  component: Toaster,
  args: { store },
  beforeEach: () => {
    store.clear();
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <Button onClick={() => store.success('Follow user successfully!')}>Follow</Button>
      <Button variant="secondary" onClick={() => store.error('Error while following user')}>
        Fail to follow
      </Button>
      <Button
        variant="secondary"
        onClick={() => store.success('Watchlist copied successfully!', { wide: true })}
      >
        Copy watchlist
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: /notifications/i });

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    const toast = await within(region()).findByText('Follow user successfully!');
    await expect(toast).toBeVisible();
    // Spec point 9: 1000 ms on screen, then it goes by itself.
    await waitFor(
      () => expect(within(region()).queryByText('Follow user successfully!')).toBeNull(),
      {
        timeout: 3000,
      },
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await within(region()).findByText('Follow user successfully!');
    // Past the other buttons, Tab enters the toasts at the newest one; focus there pauses it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(message.closest('[data-slot="toast"]')).toHaveFocus();
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(region()).queryByText('Follow user successfully!')).toBeNull(),
    );
  },
};

export const Success: Story = {
  beforeEach: () => {
    store.success('Profile Photo updated successfully!', forever);
  },
  play: async () => {
    const toast = (
      await within(region()).findByText('Profile Photo updated successfully!')
    ).closest('[data-slot="toast"]');
    await expect(toast?.getBoundingClientRect().width).toBe(TOAST_WIDTH_PX);
  },
};

export const ErrorToast: Story = {
  beforeEach: () => {
    store.error('Error uploading cover photo', forever);
  },
};

/** Spec point 9: upload successes and the copy-watchlist success are 450 px wide. */
export const Wide: Story = {
  beforeEach: () => {
    store.success('cover photo updated successfully!', { ...forever, wide: true });
  },
  play: async () => {
    const toast = (await within(region()).findByText('cover photo updated successfully!')).closest(
      '[data-slot="toast"]',
    );
    await expect(toast?.getBoundingClientRect().width).toBe(TOAST_WIDE_WIDTH_PX);
  },
};

export const ManyItems: Story = {
  beforeEach: () => {
    store.success('Follow user successfully!', forever);
    store.error('Error while unfollowing user', forever);
    store.info('You have a new follower', forever);
    store.success('Watchlist copied successfully!', { ...forever, wide: true });
  },
};

export const LongText: Story = {
  beforeEach: () => {
    store.error(
      'Error updating user data: the server could not save your profile because the display name is already used by another member. Choose a different name and try again.',
      forever,
    );
  },
};

export const Dark: Story = { ...ManyItems, globals: { theme: 'dark' } };

export const Phone: Story = { ...ManyItems, ...phone };
