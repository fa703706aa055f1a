import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, splitMessageText } from './message-text.tsx';

describe('splitMessageText', () => {
  it('finds http(s) links and cashtags between plain text', () => {
    expect(splitMessageText('Long $NVDA, chart at https://example.com/c?x=1&y=2.')).toEqual([
      { kind: 'text', text: 'Long ' },
      { kind: 'cashtag', text: '$NVDA', symbol: 'NVDA' },
      { kind: 'text', text: ', chart at ' },
      {
        kind: 'link',
        text: 'https://example.com/c?x=1&y=2',
        href: 'https://example.com/c?x=1&y=2',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves amounts, other schemes and markup as text', () => {
    const text = 'Paid $25 for it, javascript:alert(1) <img src=x onerror=alert(1)> a$BC';
    expect(splitMessageText(text)).toEqual([{ kind: 'text', text }]);
  });

  it('reads lowercase and class-suffixed tickers', () => {
    expect(splitMessageText('$brk.b and $spy')).toEqual([
      { kind: 'cashtag', text: '$brk.b', symbol: 'BRK.B' },
      { kind: 'text', text: ' and ' },
      { kind: 'cashtag', text: '$spy', symbol: 'SPY' },
    ]);
  });

  it('reads listing suffixes as the server does ($SAP.DE, $NOVO-B.CO)', () => {
    expect(splitMessageText('$SAP.DE vs $novo-b.co.')).toEqual([
      { kind: 'cashtag', text: '$SAP.DE', symbol: 'SAP.DE' },
      { kind: 'text', text: ' vs ' },
      { kind: 'cashtag', text: '$novo-b.co', symbol: 'NOVO-B.CO' },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('MessageText', () => {
  it('renders links that open safely in a new tab, and markup as text', () => {
    const { container } = render(
      <p>
        <MessageText text={'See https://example.com/a <b>bold</b> $AAPL'} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('See https://example.com/a <b>bold</b> $AAPL');
    expect(container.querySelector('[data-slot="chat-cashtag"]')).toHaveTextContent('$AAPL');
  });
});

describe('MessageText renderCashtag', () => {
  it('lets the caller render cashtags (a link to the symbol), text staying text', () => {
    render(
      <p>
        <MessageText
          text="Long $aapl, not $NOPE"
          renderCashtag={({ text, symbol }) =>
            symbol === 'AAPL' ? <a href={`/symbol/${symbol}`}>{text}</a> : null
          }
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: '$aapl' })).toHaveAttribute('href', '/symbol/AAPL');
    expect(screen.queryByRole('link', { name: '$NOPE' })).toBeNull();
    expect(screen.getByText('$NOPE')).toHaveAttribute('data-slot', 'chat-cashtag');
  });
});
