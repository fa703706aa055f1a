import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostBody, postAtomFamily, storePostsAtom } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { inColumn, withStore } from '@/shared/lib/story';
import { postFactory, userFactory } from '@/shared/lib/test';
import { PostEditor } from './post-editor.tsx';
import { PostOwnerMenu } from './post-owner-menu.tsx';

const TEXT = 'Trimmed $NVDA into the close.';
/** The post's text as shown: its cashtag is an element of its own, so the paragraph is matched. */
const postText = (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === TEXT;

const NOW = new Date('2026-11-22T09:00:00.000Z');

/** The post's header and text as the post card draws them, with this feature's controls. */
function OwnPost({ postId }: { postId: number }) {
  const post = useAtomValue(postAtomFamily(postId));
  const [editing, setEditing] = useState(false);
  if (!post) return <p>Deleted</p>;
  return (
    <article aria-label="Post" style={{ display: 'grid', gap: 12 }}>
      <PostBody
        post={post}
        now={NOW}
        actions={
          <PostOwnerMenu postId={postId} editing={editing} onEdit={() => setEditing(true)} />
        }
        editor={editing ? <PostEditor postId={postId} onDone={() => setEditing(false)} /> : null}
      />
    </article>
  );
}

/** A small chart as a data URL (no network in stories). */
const chart = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="hsl(${hue} 40% 18%)"/><polyline points="0,150 80,120 160,130 240,60 320,40" fill="none" stroke="hsl(${hue} 70% 62%)" stroke-width="6"/></svg>`,
  )}`;

const withPostBy = (authorId: number, images: string[] = []) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    store.set(storePostsAtom, [
      postFactory({
        id: 1,
        images,
        text: TEXT,
        createdAt: '2026-11-22T08:48:00.000Z',
        user: { id: authorId, name: 'Dana Demo', userName: 'dana', avatar: '/photos/d-avatar.jpg' },
      }),
    ]);
  });

const meta = {
  title: 'web/PostOwnerMenu',
  component: OwnPost,
  args: { postId: 1 },
  decorators: [inColumn],
} satisfies Meta<typeof OwnPost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author sees a "Post options" button with Edit and Delete. */
export const OwnPostMenu: Story = {
  decorators: [withPostBy(7)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Post options' }));
    const edit = await body.findByRole('menuitem', { name: 'Edit post' });
    await waitFor(() => expect(edit).toBeVisible());
    await expect(body.getByRole('menuitem', { name: 'Delete post' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post options' })).toHaveFocus());
  },
};

/** Someone else's post has no options button. */
export const SomeoneElsesPost: Story = {
  decorators: [withPostBy(3)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(postText)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post options' })).toBeNull();
  },
};

/** Edit puts the text in an editor, focused; Escape gives the post back unchanged. */
export const Editing: Story = {
  decorators: [withPostBy(7)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Post options' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    const editor = await canvas.findByRole('textbox', { name: 'Post text' });
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveValue(TEXT);
    await userEvent.type(editor, ' Still long.');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Post text' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post options' })).toHaveFocus());
    await expect(canvas.getByText(postText)).toBeVisible();
  },
};

/**
 * The editor shows the post's images as thumbnails: each can be removed, and "Add images" can add
 * more up to four in all. Nothing changes on the post until Save.
 */
export const EditingImages: Story = {
  decorators: [withPostBy(7, [chart(150), chart(20)])],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Post options' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit post' }));
    const attached = await canvas.findByRole('list', { name: 'Attached images' });
    await expect(within(attached).getAllByRole('img')).toHaveLength(2);
    await expect(
      within(attached).getByRole('img', { name: 'Attachment 2: image 2 of the post' }),
    ).toHaveAttribute('src', chart(20));

    await userEvent.click(within(attached).getByRole('button', { name: 'Remove image 1' }));
    await expect(within(attached).getAllByRole('img')).toHaveLength(1);
    await expect(within(attached).getByRole('img')).toHaveAttribute('src', chart(20));
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    // While editing, the thumbnails stand for the images: the post's own grid is not drawn too.
    await expect(canvas.getAllByRole('img', { name: /^Attachment/ })).toHaveLength(1);
  },
};

/** Delete asks first; Cancel keeps the post and gives focus back to the options button. */
export const ConfirmDelete: Story = {
  decorators: [withPostBy(7)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Post options' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this post?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post options' })).toHaveFocus());
    await expect(canvas.getByText(postText)).toBeVisible();
    // Nothing is left hidden from assistive technology by the menu or the dialog.
    await expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull();
  },
};
