import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { EngagementRepository } from './engagement.repository.ts';
import { EngagementService } from './engagement.service.ts';
import { PostsRepository } from './posts.repository.ts';
import { changedPostId, isPostsChannel, PostsService } from './posts.service.ts';

declare module '../index.ts' {
  interface Services {
    posts: PostsService;
    engagement: EngagementService;
  }
}

/** More changed posts than this in one transaction: other processes forget every post. */
const SIGNALLED_POSTS_MAX = 500;

/** Posts, and what members do with them: reactions, poll votes and comments. */
export default fp<ModuleOptions>(
  async (app) => {
    const db = app.database.db;
    const { groups, users, uploads, symbols } = app.repositories;
    // Services publish only through the broadcaster's transaction: events after the commit.
    const broadcaster = app.broadcaster;
    const posts = new PostsRepository(app.database);
    // Every change to a post is published on its channel after the commit (ADR 0003); the same
    // events evict it from the posts cache (ADR 0004). A member's name or picture is in many.
    // Other server processes forget them too (ADR 0012): the post ids of one transaction's
    // events go out together once its listeners have run.
    let changed: Set<number> | null = null;
    broadcaster.onCommitted((channel, _event, data) => {
      if (isPostsChannel(channel)) {
        const postId = changedPostId(data);
        if (postId === undefined) return;
        posts.forget(postId);
        if (!changed) {
          changed = new Set();
          queueMicrotask(() => {
            const postIds = [...(changed ?? [])];
            changed = null;
            app.signals.send(
              'posts-changed',
              postIds.length > SIGNALLED_POSTS_MAX ? { all: true } : { postIds },
            );
          });
        }
        changed.add(postId);
      }
    });
    app.signals.on('posts-changed', (signal) => {
      if ('all' in signal) posts.forgetAll();
      else for (const postId of signal.postIds) posts.forget(postId);
    });
    users.onChange(() => posts.forgetAll());
    app.services.posts = new PostsService({
      db,
      posts,
      groups,
      users,
      uploads,
      symbols,
      // The price each newly named symbol has as the post is written (its call's starting point).
      pricesOf: async (ids) => {
        const rows = await app.services.quotes.rowsByIds(ids);
        const stats = app.services.quotes.statsOf(rows);
        return new Map([...stats].map(([id, figures]) => [id, figures.price]));
      },
      broadcaster,
    });
    app.services.engagement = new EngagementService({
      db,
      engagement: new EngagementRepository(db),
      posts,
      postsService: app.services.posts,
      broadcaster,
    });
  },
  {
    name: 'module:posts',
    dependencies: [
      'database',
      'signals',
      'realtime',
      'module:users',
      'module:groups',
      'module:uploads',
      'module:symbols',
      'module:quotes',
    ],
  },
);
