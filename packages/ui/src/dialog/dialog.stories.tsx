import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { phone } from '../lib/story-helpers.ts';
import { TextField } from '../text-field/text-field.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog.tsx';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Log in</Button>
      </DialogTrigger>
      <DialogContent
        title="Login to your account"
        description={
          <>
            New here? <a href="#register">Create an account</a>
          </>
        }
      >
        <form style={{ display: 'grid', gap: 'var(--space-3)' }}>
          <TextField label="Email" type="email" placeholder="Enter Your Email" required />
          <TextField label="Password" type="password" placeholder="Enter Password" required />
          <Checkbox label="Remember this device" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit">Login</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to your account' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 8; i++) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent title="Delete this watchlist and every symbol, note and position saved in it?">
        <p style={{ margin: 0 }}>
          {'This cannot be undone. Members you shared the watchlist with lose access at once. '.repeat(
            6,
          )}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger">Delete watchlist</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { defaultOpen: true } };
