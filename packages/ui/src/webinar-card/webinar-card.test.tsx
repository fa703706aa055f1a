import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDuration,
  formatWebinarTime,
  WebinarCard,
  type WebinarCardProps,
} from './webinar-card.tsx';

const card = ({ ...overrides }: Partial<WebinarCardProps> = {}): WebinarCardProps => ({
  title: 'Options greeks',
  host: 'Daniel Reyes',
  summary: 'Delta, gamma, theta and vega.',
  level: 'advanced',
  startsAt: '2027-01-14T18:30:00Z',
  durationMinutes: 75,
  status: 'upcoming',
  registered: false,
  registrantCount: 1,
  timeZone: 'America/New_York',
  ...overrides,
});

describe('formatWebinarTime', () => {
  it('shows the start in the given zone with its abbreviation', () => {
    expect(formatWebinarTime('2027-01-14T18:30:00Z', 'America/New_York')).toBe(
      'Thu 14 Jan 2027, 13:30 GMT-5',
    );
    expect(formatWebinarTime('2027-01-14T18:30:00Z', 'UTC')).toBe('Thu 14 Jan 2027, 18:30 UTC');
  });

  it('formats durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(75)).toBe('1 h 15 min');
  });
});

describe('WebinarCard', () => {
  it('offers Register for an upcoming webinar and calls back once', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<WebinarCard {...card({ onRegister })} />);

    expect(screen.getByText('Thu 14 Jan 2027, 13:30 GMT-5')).toBeTruthy();
    expect(screen.getByText('1 member registered')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register for Options greeks' }));

    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  it('shows a registered seat with Cancel, and no Register', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<WebinarCard {...card({ registered: true, onCancel })} />);

    expect(screen.getByText('✓ Registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Register/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Cancel registration for Options greeks' }),
    );
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('blocks the button while a change is pending', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<WebinarCard {...card({ pending: true, onRegister })} />);

    const button = screen.getByRole('button', { name: 'Register for Options greeks' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('says a webinar is live now', () => {
    render(<WebinarCard {...card({ status: 'live' })} />);
    expect(screen.getByText('Live now')).toBeTruthy();
  });

  it('offers the replay of an ended webinar, and says when there is none', async () => {
    const user = userEvent.setup();
    const onWatchReplay = vi.fn();
    const { rerender } = render(
      <WebinarCard
        {...card({ status: 'ended', hasReplay: true, registered: true, onWatchReplay })}
      />,
    );
    expect(screen.queryByRole('button', { name: /Register|Cancel/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch replay' }));
    expect(onWatchReplay).toHaveBeenCalledTimes(1);

    rerender(<WebinarCard {...card({ status: 'ended', hasReplay: false })} />);
    expect(screen.getByText('No replay yet')).toBeTruthy();
  });

  it('links the title to the webinar, marked current when it is open', () => {
    render(<WebinarCard {...card({ href: '/webinar?webinar=greeks', selected: true })} />);
    const link = screen.getByRole('link', { name: 'Options greeks' });
    expect(link.getAttribute('href')).toBe('/webinar?webinar=greeks');
    expect(link.getAttribute('aria-current')).toBe('true');
  });
});
