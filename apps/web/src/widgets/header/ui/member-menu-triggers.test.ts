import { describe, expect, it } from 'vitest';
import { badgeLabel, triggerName } from './member-menu-triggers.tsx';

describe('header badges', () => {
  it('show nothing for none and 99+ past 99', () => {
    expect([0, 1, 99, 100, 2500].map(badgeLabel)).toEqual(['', '1', '99', '99+', '99+']);
  });

  it('name the trigger with its unread count, or plainly when none', () => {
    expect(triggerName('Notifications', 0)).toBe('Notifications');
    expect(triggerName('Notifications', 3)).toBe('Notifications, 3 unread');
    expect(triggerName('Followers', 120)).toBe('Followers, 99+ unread');
  });
});
