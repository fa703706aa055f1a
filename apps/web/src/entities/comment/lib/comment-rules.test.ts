import { describe, expect, it } from 'vitest';
import { commentFactory, reactionFactory } from '@/shared/lib/test';
import type { ReplyData } from '../model/types.ts';
import {
  countComments,
  mapCommentReactions,
  withComment,
  withoutComment,
} from './comment-rules.ts';

const reply = (id: number, parent: number): ReplyData => ({
  ...commentFactory({ id, parent_id: parent }),
  replies: [],
});
const thread = () => [
  commentFactory({ id: 11, replies: [reply(12, 11), reply(13, 11)] }),
  commentFactory({ id: 10 }),
];
const shape = (comments: ReturnType<typeof thread>) =>
  comments.map((comment) => [comment.id, comment.replies.map((item) => item.id)]);

describe('withComment', () => {
  it('puts a new comment on top', () => {
    expect(shape(withComment(thread(), commentFactory({ id: 14 })))).toEqual([
      [14, []],
      [11, [12, 13]],
      [10, []],
    ]);
  });

  it('puts a new reply at the end of its parent’s replies', () => {
    expect(shape(withComment(thread(), reply(15, 11)))).toEqual([
      [11, [12, 13, 15]],
      [10, []],
    ]);
  });

  it('replaces a comment with an existing id in place, keeping its replies (an edit)', () => {
    const next = withComment(thread(), { ...commentFactory({ id: 11 }), text: 'Edited' });
    expect(next[0]?.text).toBe('Edited');
    expect(shape(next)).toEqual(shape(thread()));
  });

  it('replaces a reply with an existing id in place', () => {
    const next = withComment(thread(), { ...reply(12, 11), text: 'Edited reply' });
    expect(next[0]?.replies.map((item) => item.text)).toEqual(['Edited reply', 'Comment 13']);
  });

  it('applying the same comment twice changes nothing more (live events repeat)', () => {
    const once = withComment(thread(), reply(15, 11));
    expect(withComment(once, reply(15, 11))).toEqual(once);
  });
});

describe('withoutComment', () => {
  it('removes a comment with its replies', () => {
    expect(shape(withoutComment(thread(), 11))).toEqual([[10, []]]);
  });

  it('removes a reply from its parent', () => {
    expect(shape(withoutComment(thread(), 12))).toEqual([
      [11, [13]],
      [10, []],
    ]);
  });

  it('is a no-op for an unknown id', () => {
    expect(withoutComment(thread(), 99)).toEqual(thread());
  });
});

describe('mapCommentReactions', () => {
  it('changes the reactions of the comment or reply with that id only', () => {
    const like = reactionFactory(7, 1, { commentId: 13 });
    const next = mapCommentReactions(thread(), 13, (reactions) => [...reactions, like]);
    expect(next[0]?.replies[1]?.reactions).toEqual([like]);
    expect(next[0]?.reactions).toEqual([]);
    expect(next[0]?.replies[0]?.reactions).toEqual([]);
    const top = mapCommentReactions(thread(), 10, () => [like]);
    expect(top[1]?.reactions).toEqual([like]);
  });
});

describe('countComments', () => {
  it('counts comments and replies', () => {
    expect(countComments(thread())).toBe(4);
    expect(countComments([])).toBe(0);
  });
});
