import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const onSelect = fn();

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
  args: { modal: false },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">Dana Demo</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Signed in as dana</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => onSelect('profile')}>My Profile</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('upgrade')}>Upgrade To Pro</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('settings')}>Settings</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={() => onSelect('logout')}>
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    onSelect.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Dana Demo' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await expect(onSelect).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onSelect.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dana Demo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('settings');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Dana Demo' })).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithCheckboxItems: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Columns</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuCheckboxItem checked>Price</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked>Change</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>Volume</DropdownMenuCheckboxItem>
        <DropdownMenuItem disabled>Market cap (Pro)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Price' })).toBeChecked();
    await expect(screen.getByRole('menuitem', { name: 'Market cap (Pro)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { defaultOpen: true } };
