import type { Decorator, StoryContext } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';

type Store = ReturnType<typeof createStore>;

/**
 * Gives a story its own Jotai store, prepared by `prepare` (the server's answers, the member),
 * and a router, so app slices render without a server.
 */
export function withStore(prepare: (store: Store) => void): Decorator {
  return (Story) => {
    const store = createStore();
    prepare(store);
    return (
      <Provider store={store}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>
    );
  };
}

/**
 * Gives a page's story its own Jotai store, prepared by `prepare` from the story's parameters
 * when given (a signed-in member, say), and a router at `parameters.url` (else `defaultUrl`), the
 * address the page keeps its view in.
 */
export function atAddress(
  defaultUrl: string,
  prepare?: (store: Store, parameters: StoryContext['parameters']) => void,
): Decorator {
  return (Story, { parameters }) => (
    <StoryAddress
      url={(parameters.url as string | undefined) ?? defaultUrl}
      prepare={prepare ? (store) => prepare(store, parameters) : undefined}
    >
      <Story />
    </StoryAddress>
  );
}

/**
 * The store and router of one story render, made once for its life: a re-render (Storybook's,
 * after the play function) keeps the state the play function left, so screenshots show it.
 */
function StoryAddress({
  url,
  prepare,
  children,
}: {
  url: string;
  prepare: ((store: Store) => void) | undefined;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const created = createStore();
    prepare?.(created);
    return created;
  });
  const [entries] = useState(() => [url]);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={entries}>{children}</MemoryRouter>
    </Provider>
  );
}

export function StoryColumn({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 720, margin: '0 auto' }}>{children}</div>;
}

/** Shows the story in the feed's column width. */
export const inColumn: Decorator = (Story) => (
  <StoryColumn>
    <Story />
  </StoryColumn>
);
