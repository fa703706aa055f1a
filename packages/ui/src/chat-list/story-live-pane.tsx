import { useState } from 'react';
import { type ChatMessage, GroupChat, type GroupChatProps } from './chat-list.tsx';

export interface LivePaneProps extends GroupChatProps {
  /** The log's height (a scrolling pane of its own). */
  height: string;
  /** The id the first message received gets (then one more each time). */
  firstNewId: number;
  /** Makes the message "Receive a message" delivers. */
  received: (id: number) => ChatMessage;
  /** Older pages load (appended: the list is newest first) until the list holds this many. */
  total: number;
  olderPage: () => ChatMessage[];
}

/**
 * For stories of a scrolling chat: a "Receive a message" button that delivers a new message as
 * a live event would, and older pages on demand, so a story can check what the reader sees.
 */
export function LivePane({
  height,
  firstNewId,
  received,
  total,
  olderPage,
  ...args
}: LivePaneProps) {
  const [shown, setShown] = useState(args.messages);
  const [next, setNext] = useState(firstNewId);
  return (
    <div style={{ maxWidth: 'var(--size-panel)', ['--chat-log-height' as string]: height }}>
      <button
        type="button"
        onClick={() => {
          setShown((list) => [received(next), ...list]);
          setNext((id) => id + 1);
        }}
      >
        Receive a message
      </button>
      <GroupChat
        {...args}
        messages={shown}
        hasMore={shown.length < total}
        onLoadMore={() => setShown((list) => [...list, ...olderPage()])}
      />
    </div>
  );
}
