import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, ProfileCalls as ProfileCallsData } from '@/entities/call';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { ProfileCalls } = await import('./profile-calls.tsx');

const callFactory = ({ post_id, ...overrides }: Partial<Call> & { post_id: number }): Call => ({
  post_id,
  created_at: '2026-01-06T12:00:00.000Z',
  sentiment: 'bullish',
  symbol: { symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.', type: 'stocks', currency: 'USD' },
  price_at_post: 100,
  price_now: 105,
  change_pct: 5,
  return_pct: 5,
  outcome: 'right',
  simulated: false,
  ...overrides,
});

const answer = (calls: Call[], summary: Partial<ProfileCallsData['summary']> = {}) => ({
  summary: {
    calls: calls.length,
    scored: 2,
    right: 1,
    wrong: 1,
    hit_rate: 0.5,
    avg_return_pct: 1.75,
    simulated: false,
    ...summary,
  },
  calls,
});

function renderCalls(isOwnProfile = false) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ProfileCalls userName="sam" memberName="Sam Trader" isOwnProfile={isOwnProfile} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => vi.resetAllMocks());

describe('ProfileCalls', () => {
  it('shows the summary and each call with its symbol, prices, return, outcome and post', async () => {
    get.mockResolvedValueOnce(
      answer([
        callFactory({ post_id: 12 }),
        callFactory({
          post_id: 11,
          sentiment: 'bearish',
          symbol: {
            symbol_id: 2,
            symbol: 'SAP.DE',
            name: 'SAP SE',
            type: 'stocks',
            currency: 'EUR',
          },
          price_at_post: 180,
          price_now: 190,
          change_pct: 5.56,
          return_pct: -5.56,
          outcome: 'wrong',
        }),
      ]),
    );
    renderCalls();

    const table = await screen.findByRole('table', { name: 'Sam Trader’s newest calls' });
    expect(get).toHaveBeenCalledWith('/api/profile/{userName}/calls', {
      path: { userName: 'sam' },
    });
    expect(screen.getByText('Hit rate').nextElementSibling?.textContent).toBe('50%');
    expect(screen.getByText('1 right, 1 wrong')).toBeTruthy();
    expect(screen.getByText('Average return').nextElementSibling?.textContent).toBe(
      '▲+1.75%up 1.75%',
    );

    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByRole('link', { name: 'AAPL' }).getAttribute('href')).toBe(
      '/symbol/AAPL',
    );
    expect(first.textContent).toMatch(/Bullish/);
    expect(first.textContent).toMatch(/\$100\.00.* to \$105\.00/);
    expect(first.textContent).toContain('up 5.00%');
    expect(first.textContent).toMatch(/Right/);
    expect(
      within(first).getByRole('link', { name: 'Post of Jan 6, 2026' }).getAttribute('href'),
    ).toBe('/post/12');
    expect(second.textContent).toMatch(/Bearish/);
    expect(second.textContent).toMatch(/€180\.00.* to €190\.00/);
    expect(second.textContent).toContain('down 5.56%');
    expect(second.textContent).toMatch(/Wrong/);
    expect(screen.queryByText('Simulated data')).toBeNull();
  });

  it('labels invented prices as simulated', async () => {
    get.mockResolvedValueOnce(
      answer([callFactory({ post_id: 1, simulated: true })], { simulated: true }),
    );
    renderCalls();
    expect(await screen.findByText('Simulated data')).toBeTruthy();
  });

  it('shows a dash for hit rate and average return while nothing is scored', async () => {
    get.mockResolvedValueOnce(
      answer([callFactory({ post_id: 1, change_pct: 0, return_pct: 0, outcome: 'flat' })], {
        scored: 0,
        right: 0,
        wrong: 0,
        hit_rate: null,
        avg_return_pct: null,
      }),
    );
    renderCalls();
    await screen.findByRole('table');
    expect(screen.getByText('Hit rate').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByText('Average return').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByText('Nothing scored yet')).toBeTruthy();
  });

  it('says how to make a call when there is none', async () => {
    get.mockResolvedValueOnce(answer([], { scored: 0, hit_rate: null, avg_return_pct: null }));
    renderCalls(true);
    expect(screen.getByRole('status', { name: 'Loading calls' })).toBeTruthy();
    expect(await screen.findByText('No calls yet')).toBeTruthy();
    expect(screen.getByText(/Tag a post bullish or bearish .* \$cashtag/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the calls could not be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new TypeError('offline'));
    renderCalls();
    expect(await screen.findByText('The calls could not be loaded')).toBeTruthy();

    get.mockResolvedValueOnce(answer([callFactory({ post_id: 3 })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
