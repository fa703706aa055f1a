import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Skeleton, SkeletonText } from './skeleton.tsx';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '50%' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A post card while it loads: avatar, name line, three lines of text. */
export const PostCard: Story = {
  render: () => (
    <article
      aria-busy="true"
      aria-label="Loading post"
      style={{ display: 'flex', gap: 'var(--space-3)', maxWidth: 'var(--size-content-narrow)' }}
    >
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton width="30%" />
        <SkeletonText lines={3} />
        <Skeleton shape="block" />
      </div>
    </article>
  ),
};

export const ManyRows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: 'var(--size-popover)' }}>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div key={key} style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  ),
};

export const Dark: Story = { ...PostCard, globals: { theme: 'dark' } };

export const Phone: Story = { ...PostCard, ...phone };
