import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@tapetv/api-client';
import { expect, waitFor } from 'storybook/test';
import { type SendImage, sendImageAtom } from '@/entities/attachment';
import { inColumn, withStore } from '@/shared/lib/story';
import { PostComposer } from './post-composer.tsx';

/** A picked file: a small chart, made here (no network, no fixture files). */
const chartFile = (name: string, hue: number) =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="hsl(${hue} 40% 20%)"/><polyline points="0,80 40,60 80,70 120,30 160,20" fill="none" stroke="hsl(${hue} 70% 60%)" stroke-width="4"/></svg>`,
    ],
    name,
    { type: 'image/svg+xml' },
  );

/** How the server answers an upload, played by the story (`parameters.sendImage`). */
const stored: SendImage = async () => ({ url: '/uploads/story.webp', width: 160, height: 90 });
const neverAnswers: SendImage = () => new Promise(() => {});
const refuses: SendImage = async () => {
  const message = 'Only JPEG, PNG, WebP or GIF images can be uploaded.';
  throw new ApiError(
    422,
    { code: 'VALIDATION_FAILED', message, errors: { file: [message] } },
    message,
  );
};

/** The hidden file input behind "Add images". */
const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'web/PostComposer',
  component: PostComposer,
  args: { list: 'feed' },
  decorators: [
    (Story, context) =>
      withStore((store) => {
        const send = (context.parameters.sendImage as SendImage | undefined) ?? stored;
        store.set(sendImageAtom, { send });
      })(Story, context),
    inColumn,
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

export const WithImagesAttached: Story = {
  parameters: { sendImage: stored },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Add images' });
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(fileInput(canvasElement), [
      chartFile('spy-daily.svg', 150),
      chartFile('qqq-hourly.svg', 20),
    ]);
    const list = canvas.getByRole('list', { name: 'Attached images' });
    await expect(canvas.getByRole('img', { name: 'Attachment 1: spy-daily.svg' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Attachment 2: qqq-hourly.svg' })).toBeVisible();
    await waitFor(() => expect(list.querySelectorAll('[aria-busy="true"]')).toHaveLength(0));
    // Images alone are a post.
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
    await expect(add).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(canvas.queryByRole('img', { name: 'Attachment 1: spy-daily.svg' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Attachment 1: qqq-hourly.svg' })).toBeVisible();
  },
};

export const Uploading: Story = {
  parameters: { sendImage: neverAnswers },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What are you watching in the markets?' }),
      'Chart incoming',
    );
    await userEvent.upload(fileInput(canvasElement), chartFile('slow.svg', 210));
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading slow.svg');
    // The post waits for its images.
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const FourImagesAtMost: Story = {
  parameters: { sendImage: stored },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      [1, 2, 3, 4, 5].map((n) => chartFile(`chart-${n}.svg`, n * 60)),
    );
    await expect(canvas.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(4);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A post has at most 4 images.');
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
  },
};

export const RefusedImage: Story = {
  parameters: { sendImage: refuses },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), chartFile('notes.svg', 0));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.svg: Only JPEG, PNG, WebP or GIF images can be uploaded.',
    );
    await expect(canvas.queryByRole('list', { name: 'Attached images' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
