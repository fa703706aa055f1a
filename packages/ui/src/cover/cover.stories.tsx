import { CameraIcon, TrashIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { BROKEN_IMAGE_SRC, bannerImage } from '../lib/fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { Cover, DEFAULT_COVER_SRC } from './cover.tsx';

const meta = {
  title: 'ui/Cover',
  component: Cover,
  args: { src: bannerImage(), alt: "Dana Demo's cover" },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-content-narrow)' }}>
      <Cover {...args} />
    </div>
  ),
} satisfies Meta<typeof Cover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: "Dana Demo's cover" })).not.toHaveAttribute(
      'data-fallback',
    );
  },
};

/** A broken cover falls back to photos/d-cover.jpg. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE_SRC },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: "Dana Demo's cover" });
    await waitFor(() => expect(image).toHaveAttribute('src', DEFAULT_COVER_SRC));
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const NoImage: Story = { args: { src: null } };

const onEdit = fn();

export const OwnerControls: Story = {
  args: {
    children: (
      <>
        <Button size="sm" variant="secondary" iconStart={<CameraIcon />} onClick={onEdit}>
          Change cover
        </Button>
        <Button size="sm" variant="secondary" iconStart={<TrashIcon />}>
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onEdit.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change cover' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };
