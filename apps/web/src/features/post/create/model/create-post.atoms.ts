import { atom } from 'jotai';
import { type PostListKey, prependPostAtom } from '@/entities/post';
import { api, type FormResult, formFailure } from '@/shared/api';

export interface NewPost {
  text: string;
  /** 2 to 6 options, or none for a post without a poll. */
  pollOptions: string[];
  /** Urls of the member's uploads (POST /api/uploads), at most 4. */
  images?: string[];
  groupId?: number;
  /** A call on the symbols the text's $cashtags name. */
  sentiment?: 'bullish' | 'bearish' | null;
}

/** Creates a post and puts it on top of the list it was written in. */
export const createPostAtom = atom(
  null,
  async (_get, set, list: PostListKey, input: NewPost): Promise<FormResult> => {
    try {
      const post = await api.post('/api/posts', {
        body: {
          text: input.text,
          ...(input.images && input.images.length > 0 ? { images: input.images } : {}),
          ...(input.pollOptions.length > 0 ? { poll: { options: input.pollOptions } } : {}),
          ...(input.groupId !== undefined ? { group_id: input.groupId } : {}),
          ...(input.sentiment ? { sentiment: input.sentiment } : {}),
        },
      });
      set(prependPostAtom, list, post);
      // It also heads the streams of the symbols its cashtags name, where those are loaded.
      for (const symbol of post.symbols)
        if (list !== `symbol:${symbol.symbol_id}`)
          set(prependPostAtom, `symbol:${symbol.symbol_id}`, post);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);
