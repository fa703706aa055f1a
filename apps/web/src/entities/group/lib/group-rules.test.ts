import { describe, expect, it } from 'vitest';
import { groupFactory, groupMemberFactory } from '@/shared/lib/test';
import {
  appendMembers,
  canChangeRole,
  canRemoveMember,
  checkNewGroup,
  filterGroups,
  GROUP_NAME_HINT,
  groupAccess,
  groupPreview,
  isCanonicalSlug,
  membersLabel,
  normalizedNewGroup,
  titleSlug,
} from './group-rules.ts';

const valid = {
  name: 'options-club',
  title: 'Options Club',
  description: '',
  privacy: 'public' as const,
};

describe('checkNewGroup', () => {
  it('accepts a valid group, and a name the server would lowercase and trim', () => {
    expect(checkNewGroup(valid)).toEqual({});
    expect(checkNewGroup({ ...valid, name: '  Options-Club ' })).toEqual({});
  });

  it('pins the name rule ^[a-z0-9][a-z0-9-]{2,39}$ at each edge', () => {
    expect(checkNewGroup({ ...valid, name: '' }).name).toBe('Choose a group name.');
    expect(checkNewGroup({ ...valid, name: 'ab' }).name).toBe(GROUP_NAME_HINT);
    expect(checkNewGroup({ ...valid, name: 'abc' }).name).toBeUndefined();
    expect(checkNewGroup({ ...valid, name: '-abc' }).name).toBe(GROUP_NAME_HINT);
    expect(checkNewGroup({ ...valid, name: 'a_bc' }).name).toBe(GROUP_NAME_HINT);
    expect(checkNewGroup({ ...valid, name: 'a'.repeat(40) }).name).toBeUndefined();
    expect(checkNewGroup({ ...valid, name: 'a'.repeat(41) }).name).toBe(GROUP_NAME_HINT);
  });

  it('bounds the trimmed title (3 to 80) and the description (500)', () => {
    expect(checkNewGroup({ ...valid, title: '  ab  ' }).title).toBe(
      'The title needs at least 3 characters.',
    );
    expect(checkNewGroup({ ...valid, title: 'x'.repeat(80) }).title).toBeUndefined();
    expect(checkNewGroup({ ...valid, title: 'x'.repeat(81) }).title).toBe(
      'The title can have at most 80 characters.',
    );
    expect(checkNewGroup({ ...valid, description: 'x'.repeat(500) }).description).toBeUndefined();
    expect(checkNewGroup({ ...valid, description: 'x'.repeat(501) }).description).toBe(
      'The description can have at most 500 characters.',
    );
  });

  it('sends what the server stores', () => {
    expect(
      normalizedNewGroup({ name: ' Options-Club ', title: ' Options  Club ', privacy: 'private' }),
    ).toEqual({
      name: 'options-club',
      title: 'Options  Club',
      description: '',
      privacy: 'private',
    });
  });
});

describe('the group address', () => {
  it('makes each run of spaces one dash, as the server’s url', () => {
    expect(titleSlug('  Options   Club ')).toBe('Options-Club');
    expect(isCanonicalSlug('Options-Club', 'Options Club')).toBe(true);
    expect(isCanonicalSlug('options-club', 'Options Club')).toBe(false);
    expect(isCanonicalSlug('Whatever', 'Options Club')).toBe(false);
    // Router params arrive decoded: a slash in a title stays in its segment.
    expect(isCanonicalSlug('AT/T-Fans', 'AT/T Fans')).toBe(true);
  });
});

describe('filterGroups', () => {
  const groups = [
    groupFactory({ id: 1, group_title: 'Options Club', group_name: 'options' }),
    groupFactory({
      id: 2,
      group_title: 'Dividends',
      group_name: 'divi',
      description: 'Income ideas',
    }),
  ];
  it('matches title, name or description in any case; a blank query keeps all', () => {
    expect(filterGroups(groups, 'CLUB').map((g) => g.id)).toEqual([1]);
    expect(filterGroups(groups, 'divi').map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, 'income').map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, '   ').map((g) => g.id)).toEqual([1, 2]);
    expect(filterGroups(groups, 'crypto')).toEqual([]);
  });
});

describe('who may do what', () => {
  const member = (id: number, role: 'owner' | 'admin' | 'member') => ({ user: { id }, role });

  it('removal: owner removes admins and members, admins only members, nobody the owner or themselves', () => {
    const owner = { id: 1, role: 'owner' as const };
    const admin = { id: 2, role: 'admin' as const };
    expect(canRemoveMember(owner, member(3, 'admin'))).toBe(true);
    expect(canRemoveMember(owner, member(4, 'member'))).toBe(true);
    expect(canRemoveMember(owner, member(1, 'owner'))).toBe(false);
    expect(canRemoveMember(admin, member(4, 'member'))).toBe(true);
    expect(canRemoveMember(admin, member(3, 'admin'))).toBe(false);
    expect(canRemoveMember(admin, member(1, 'owner'))).toBe(false);
    expect(canRemoveMember(admin, member(2, 'admin'))).toBe(false);
    expect(canRemoveMember({ id: 5, role: 'member' }, member(4, 'member'))).toBe(false);
    expect(canRemoveMember({ id: 5, role: null }, member(4, 'member'))).toBe(false);
  });

  it('roles: only the owner, and never on the owner', () => {
    expect(canChangeRole('owner', 'member')).toBe(true);
    expect(canChangeRole('owner', 'admin')).toBe(true);
    expect(canChangeRole('owner', 'owner')).toBe(false);
    expect(canChangeRole('admin', 'member')).toBe(false);
    expect(canChangeRole(null, 'member')).toBe(false);
  });

  it('access: members see all; visitors a public group’s discussion, a private group’s header only', () => {
    expect(groupAccess({ role: 'member', privacy: 'private' })).toBe('member');
    expect(groupAccess({ role: null, privacy: 'public' })).toBe('public-visitor');
    expect(groupAccess({ role: null, privacy: 'private' })).toBe('private-visitor');
  });
});

describe('labels', () => {
  it('counts members with tabular separators and the singular', () => {
    expect(membersLabel(1)).toBe('1 member');
    expect(membersLabel(0)).toBe('0 members');
    expect(membersLabel(1284)).toBe('1,284 members');
  });

  it('previews a group row with members, privacy and its description', () => {
    expect(
      groupPreview(
        groupFactory({ id: 1, members_count: 12, privacy: 'private', description: ' Calls ' }),
      ),
    ).toBe('12 members · Private · Calls');
    expect(groupPreview(groupFactory({ id: 1 }))).toBe('1 member · Public');
  });
});

describe('appendMembers', () => {
  it('adds only members not shown yet, in order', () => {
    const shown = [groupMemberFactory({ id: 1 }), groupMemberFactory({ id: 2 })];
    const page = [groupMemberFactory({ id: 2 }), groupMemberFactory({ id: 3 })];
    expect(appendMembers(shown, page).map((m) => m.user.id)).toEqual([1, 2, 3]);
  });
});
