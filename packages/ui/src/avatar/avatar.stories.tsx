import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE_SRC, initialsImage, memberNames } from '../lib/fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { Avatar, DEFAULT_AVATAR_SRC } from './avatar.tsx';

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  args: { src: initialsImage('Dana Demo'), name: 'Dana Demo', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Dana Demo' })).toHaveAttribute(
        'data-slot',
        'avatar-image',
      ),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Spec point 2: a broken avatar falls back to the default avatar image. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE_SRC, name: 'Sam Trader' },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Sam Trader' });
    await expect(image).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** No photo of their own (no image, or the server's default): initials on the member's colour. */
export const NoImage: Story = {
  args: { src: null, name: 'New Member' },
  play: async ({ canvas }) => {
    const initials = canvas.getByRole('img', { name: 'New Member' });
    await expect(initials).toHaveAttribute('data-slot', 'avatar-initials');
    await expect(initials).toHaveAttribute('data-initials', 'NM');
  },
};

/** The server's default image means "no photo": initials too, never the grey silhouette. */
export const DefaultImage: Story = {
  args: { src: DEFAULT_AVATAR_SRC, name: 'Quinn Follow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Quinn Follow' })).toHaveAttribute(
      'data-initials',
      'QF',
    );
  },
};

/** Next to the written name, the avatar is hidden from screen readers. */
export const Decorative: Story = {
  args: { src: null, name: 'Sam Trader', decorative: true },
  play: async ({ canvasElement }) => {
    const initials = canvasElement.querySelector('[data-slot="avatar-initials"]');
    await expect(initials).toHaveAttribute('aria-hidden', 'true');
    await expect(initials).not.toHaveAttribute('role');
  },
};

/** A list of members without photos: each gets a colour of its own, the same on every page. */
export const InitialsList: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {memberNames.map((name) => (
        <Avatar key={name} src={DEFAULT_AVATAR_SRC} name={name} size="md" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(
      memberNames.map(
        (name) => getComputedStyle(canvas.getByRole('img', { name })).backgroundColor,
      ),
    );
    await expect(colours.size).toBeGreaterThan(3);
  },
};

export const InitialsSizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const ManyItems: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {memberNames.map((name) => (
        <Avatar key={name} src={initialsImage(name)} name={name} size="md" />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { size: 'xl' } };

export const InitialsDark: Story = { ...InitialsList, globals: { theme: 'dark' } };
