import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryColumn, withStore } from '@/shared/lib/story';
import { PostComposer } from './post-composer.tsx';

const meta = {
  title: 'web/PostComposer',
  component: PostComposer,
  args: { list: 'feed' },
  decorators: [
    withStore(() => {}),
    (Story) => (
      <StoryColumn>
        <Story />
      </StoryColumn>
    ),
  ],
} satisfies Meta<typeof PostComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const WritingAPoll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a poll' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Option 1' }), 'Cut');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Option 2' }), 'Hold');
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await expect(canvas.getByRole('textbox', { name: 'Option 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: 'What are you watching in the markets?' }),
    ).toHaveFocus();
    await userEvent.keyboard('Long $AAPL');
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
