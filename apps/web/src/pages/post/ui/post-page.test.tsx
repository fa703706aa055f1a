import { ApiError } from '@tapetv/api-client';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn() },
}));
vi.mock('@tapetv/realtime', async (importOriginal) => {
  const { createFakeRealtime } = await import('@tapetv/realtime/fake');
  return {
    ...(await importOriginal<typeof import('@tapetv/realtime')>()),
    createRealtime: () => createFakeRealtime({ member: { id: 1 } }),
  };
});

const { PostPage, parsePostId } = await import('./post-page.tsx');

function renderAt(url: string) {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory());
  const router = createMemoryRouter([{ path: '/post/:id', element: <PostPage /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  get.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('parsePostId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('reads %s as %i', (value, id) => {
    expect(parsePostId(value)).toBe(id);
  });

  it.each(['abc', '0', '-1', '1.5', '01', ' 1', '1e3', '99999999999999999', '', undefined])(
    'refuses %s',
    (value) => {
      expect(parsePostId(value)).toBeNull();
    },
  );
});

describe('the post page', () => {
  it('says /post/abc is not found without asking the server', async () => {
    renderAt('/post/abc');
    expect(await screen.findByText('This post does not exist')).toBeTruthy();
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('says not found when the server answers 404', async () => {
    get.mockRejectedValue(new ApiError(404, { code: 'NOT_FOUND', message: 'Not found.' }, 'x'));
    renderAt('/post/77');
    expect(await screen.findByText('This post does not exist')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/singlePost/{postId}', { path: { postId: 77 } });
  });

  it('asks to check the connection only when the server could not answer', async () => {
    get.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/post/77');
    expect(await screen.findByText('The post could not be loaded')).toBeTruthy();
    expect(screen.queryByText('This post does not exist')).toBeNull();
  });
});
