import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="secondary">Watchlist privacy</Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Watchlist privacy">
        <p style={{ margin: 0 }}>Only you can see this watchlist.</p>
        <div style={{ marginTop: 'var(--space-3)' }}>
          <PopoverClose asChild>
            <Button size="sm">Done</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Watchlist privacy' }));
    await expect(await screen.findByText('Only you can see this watchlist.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByText('Only you can see this watchlist.')).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Watchlist privacy' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="secondary">About this data</Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="About this data">
        <p style={{ margin: 0 }}>
          {'Quotes are delayed by at least fifteen minutes and are for information only. '.repeat(
            4,
          )}
        </p>
      </PopoverContent>
    </Popover>
  ),
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { defaultOpen: true } };
