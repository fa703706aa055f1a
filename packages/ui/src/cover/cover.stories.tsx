import { CameraIcon, TrashIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { BROKEN_IMAGE_SRC, bannerImage, squareImage } from '../lib/fixtures.ts';
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

/** A tall picture focused near its top (position 10 of 0–100). */
export const Positioned: Story = {
  args: { src: squareImage(), position: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveStyle({ objectPosition: '50% 10%' });
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

/** The owner repositions: the banner becomes a slider (drag, or arrow keys from the keyboard). */
export const Repositioning: Story = {
  args: { src: squareImage() },
  render: function Render(args) {
    const [position, setPosition] = useState(50);
    return (
      <div style={{ maxWidth: 'var(--size-content-narrow)' }}>
        <Cover {...args} position={position} onPositionChange={setPosition} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Cover position' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Centre');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '42');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Top');
    await userEvent.keyboard('{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img')).toHaveStyle({ objectPosition: '50% 100%' });
    await waitFor(() =>
      expect((canvas.getByRole('img') as HTMLImageElement).naturalWidth).toBeGreaterThan(0),
    );
    // Dragging the picture down by its hidden height brings its top into view.
    const box = slider.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + 10;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: x, clientY: y } },
      { target: slider, coords: { clientX: x, clientY: y + box.width } },
      { keys: '[/MouseLeft]', target: slider },
    ]);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };
