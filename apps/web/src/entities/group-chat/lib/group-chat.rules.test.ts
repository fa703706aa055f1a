import { describe, expect, it } from 'vitest';
import {
  addNewMessage,
  appendPage,
  firstUnreadId,
  type GroupChatMessage,
  hasMoreAfter,
  mergeNewestPage,
  removeMessage,
  replaceMessage,
  TYPING_SHOWN_MS,
  typingLabel,
  typingNames,
  withTyping,
} from './group-chat.rules.ts';

const message = ({
  id,
  ...overrides
}: Partial<GroupChatMessage> & { id: number }): GroupChatMessage => ({
  id,
  group_id: 3,
  text: `Message ${id}`,
  userId: 8,
  user: { id: 8, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
  replyTo: null,
  reply_preview: null,
  created_at: '2026-11-25T09:00:00.000Z',
  edited_at: null,
  ...overrides,
});
const ids = (list: readonly GroupChatMessage[]) => list.map((held) => held.id);

describe('spec point 4, group messages', () => {
  it('adds a new message at the top of the list', () => {
    expect(
      ids(addNewMessage([message({ id: 2 }), message({ id: 1 })], message({ id: 3 }))),
    ).toEqual([3, 2, 1]);
  });

  it('edit replaces the text', () => {
    const list = [message({ id: 2 }), message({ id: 1 })];
    const edited = message({ id: 1, text: 'Fixed typo', edited_at: '2026-11-25T09:05:00.000Z' });

    const after = replaceMessage(list, edited);

    expect(after.map((held) => held.text)).toEqual(['Message 2', 'Fixed typo']);
    expect(after[1]?.edited_at).toBe('2026-11-25T09:05:00.000Z');
  });

  it('delete removes the message', () => {
    expect(ids(removeMessage([message({ id: 3 }), message({ id: 2 })], 3))).toEqual([2]);
  });

  it('loading more pages appends', () => {
    const list = [message({ id: 40 }), message({ id: 39 })];
    expect(ids(appendPage(list, [message({ id: 38 }), message({ id: 37 })]))).toEqual([
      40, 39, 38, 37,
    ]);
  });

  it('an empty page marks all messages loaded', () => {
    expect(hasMoreAfter({ data: [], hasMore: true, anchor: 40 })).toBe(false);
    expect(hasMoreAfter({ data: [message({ id: 1 })], hasMore: true, anchor: 40 })).toBe(true);
    expect(hasMoreAfter({ data: [message({ id: 1 })], hasMore: false, anchor: 40 })).toBe(false);
  });
});

describe('de-duplication and quotes', () => {
  it('a new-message event for a message already held replaces it in place, never twice', () => {
    const list = [message({ id: 3 }), message({ id: 2 })];
    const again = message({ id: 2, text: 'Newer copy' });

    const after = addNewMessage(list, again);

    expect(ids(after)).toEqual([3, 2]);
    expect(after[1]?.text).toBe('Newer copy');
  });

  it('an edit of a message not held changes nothing (the same list comes back)', () => {
    const list = [message({ id: 2 })];
    expect(replaceMessage(list, message({ id: 9, text: 'x' }))).toBe(list);
  });

  it('an edit updates the quote of replies to the message', () => {
    const reply = message({
      id: 2,
      replyTo: 1,
      reply_preview: { id: 1, text: 'Message 1', user: { name: 'Sam Trader' } },
    });
    const after = replaceMessage([reply, message({ id: 1 })], message({ id: 1, text: 'Edited' }));
    expect(after[0]?.reply_preview?.text).toBe('Edited');
  });

  it('a delete takes the quote off replies to the message', () => {
    const reply = message({
      id: 2,
      replyTo: 1,
      reply_preview: { id: 1, text: 'Message 1', user: { name: 'Sam Trader' } },
    });
    const after = removeMessage([reply, message({ id: 1 })], 1);
    expect(after).toEqual([{ ...reply, replyTo: null, reply_preview: null }]);
  });

  it('appending a page skips messages already held (sent while the page was fetched)', () => {
    const list = [message({ id: 40 }), message({ id: 39 })];
    expect(ids(appendPage(list, [message({ id: 39 }), message({ id: 38 })]))).toEqual([40, 39, 38]);
  });
});

describe('catching up with the newest page', () => {
  it('adds what was missed in id order, replaces held copies, keeps newer events and older pages', () => {
    // Held: 12 (an event during the fetch), 9, 8 (edited since), 5, 3 (an older page).
    const list = [12, 9, 8, 5, 3].map((id) => message({ id }));
    const page = {
      data: [
        message({ id: 11 }),
        message({ id: 10 }),
        message({ id: 9 }),
        message({ id: 8, text: 'Edited' }),
        message({ id: 5 }),
      ],
      hasMore: true,
      anchor: 11,
    };

    const after = mergeNewestPage(list, page);

    expect(ids(after)).toEqual([12, 11, 10, 9, 8, 5, 3]);
    expect(after.find((held) => held.id === 8)?.text).toBe('Edited');
  });

  it('drops held messages the page covers but no longer lists (deleted while away)', () => {
    const list = [9, 8, 7, 3].map((id) => message({ id }));
    const page = { data: [message({ id: 9 }), message({ id: 7 })], hasMore: true, anchor: 9 };
    // 8 was deleted; 3 is older than the page shows, so nothing is known about it.
    expect(ids(mergeNewestPage(list, page))).toEqual([9, 7, 3]);
    // When the page is the whole chat, anything older it does not list is gone too.
    expect(ids(mergeNewestPage(list, { ...page, hasMore: false }))).toEqual([9, 7]);
  });

  it('an empty chat changes nothing held (it may be newer than the answer)', () => {
    const list = [message({ id: 1 })];
    expect(mergeNewestPage(list, { data: [], hasMore: false, anchor: null })).toEqual(list);
  });
});

describe('typing', () => {
  const dana = { id: 4, name: 'Dana' };
  const sam = { id: 8, name: 'Sam' };

  it('shows a member typing for a while after their last event, once each', () => {
    let typing = withTyping([], dana, 1000);
    typing = withTyping(typing, sam, 2000);
    typing = withTyping(typing, dana, 3000);

    expect(typingNames(typing, 3000)).toEqual(['Sam', 'Dana']);
    expect(typingNames(typing, 2000 + TYPING_SHOWN_MS)).toEqual(['Dana']);
    expect(typingNames(typing, 3000 + TYPING_SHOWN_MS)).toEqual([]);
  });

  it('says who is typing', () => {
    expect(typingLabel([])).toBeNull();
    expect(typingLabel(['Dana'])).toBe('Dana is typing…');
    expect(typingLabel(['Dana', 'Sam'])).toBe('Dana and Sam are typing…');
    expect(typingLabel(['Dana', 'Sam', 'Ines'])).toBe('3 people are typing…');
  });
});

describe('the unread line', () => {
  // Newest first, as the chat holds them: 14 and 12 are the viewer's (id 7), the rest Sam's.
  const list = [15, 14, 13, 12, 11, 10].map((id) =>
    message({ id, ...(id === 14 || id === 12 ? { userId: 7 } : {}) }),
  );

  it('goes above the oldest message of someone else newer than the last one seen', () => {
    expect(firstUnreadId(list, 10, 7)).toBe(11);
    expect(firstUnreadId(list, 11, 7)).toBe(13);
  });

  it('skips the viewer’s own messages', () => {
    expect(firstUnreadId(list, 13, 7)).toBe(15);
  });

  it('is not drawn when nothing is newer, or on a first visit', () => {
    expect(firstUnreadId(list, 15, 7)).toBeNull();
    expect(firstUnreadId(list.slice(1), 13, 7)).toBeNull();
    expect(firstUnreadId(list, null, 7)).toBeNull();
  });
});
