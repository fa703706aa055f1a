import { describe, expect, it } from 'vitest';
import { onlineMembers } from './online-members.ts';

describe('onlineMembers', () => {
  it('lists each member once, in the order they entered, with their presence data', () => {
    expect(
      onlineMembers([
        { userId: 8, connectionId: 'a', data: { name: 'Sam', avatar: '/s.jpg' } },
        { userId: 4, connectionId: 'b', data: null },
        { userId: 8, connectionId: 'c', data: { name: 'Sam (tab 2)', avatar: '/s.jpg' } },
      ]),
    ).toEqual([
      { id: 8, name: 'Sam', avatar: '/s.jpg' },
      { id: 4, name: null, avatar: null },
    ]);
  });

  it('takes only strings from presence data (another client wrote it)', () => {
    expect(
      onlineMembers([{ userId: 9, connectionId: 'a', data: { name: { html: '<b>' }, avatar: 3 } }]),
    ).toEqual([{ id: 9, name: null, avatar: null }]);
  });
});
