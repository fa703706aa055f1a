import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { FullPageLoader, Spinner } from './spinner.tsx';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'Loading comments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading comments');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const FullPage: Story = {
  render: () => <FullPageLoader label="Checking your login" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your login');
  },
};

export const FullPageDarkPhone: Story = {
  ...phone,
  globals: { ...phone.globals, theme: 'dark' },
  render: () => <FullPageLoader />,
};
