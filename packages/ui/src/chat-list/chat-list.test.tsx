import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupChat } from './chat-list.tsx';

describe('GroupChat renderCashtag', () => {
  it('renders each message’s cashtags as the caller asks (a link to the symbol)', () => {
    render(
      <GroupChat
        messages={[
          {
            id: 1,
            text: 'Watching $NVDA and $sap.de into the close',
            replyTo: null,
            userId: 2,
            user: { name: 'Sam' },
            created_at: '2026-11-25T15:00:00.000Z',
          },
        ]}
        currentUserId={null}
        now="2026-11-25T15:05:00.000Z"
        onSend={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        renderCashtag={({ text, symbol }) => <a href={`/symbol/${symbol}`}>{text}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '$NVDA' })).toHaveAttribute('href', '/symbol/NVDA');
    expect(screen.getByRole('link', { name: '$sap.de' })).toHaveAttribute('href', '/symbol/SAP.DE');
  });
});

describe('GroupChat without onEdit', () => {
  it('offers no editing, only deleting one’s own messages (the live show’s chat)', () => {
    const own = {
      id: 1,
      text: 'Mine',
      replyTo: null,
      userId: 7,
      user: { name: 'Dana' },
      created_at: '2026-11-25T15:00:00.000Z',
    };
    render(
      <GroupChat
        messages={[own]}
        currentUserId={7}
        now="2026-11-25T15:05:00.000Z"
        allowReply={false}
        onSend={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete message' })).toBeVisible();
  });
});
