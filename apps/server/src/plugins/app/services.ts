import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import {
  LoginThrottleRepository,
  PasswordResetsRepository,
  SessionsRepository,
} from '../../modules/auth/auth.repository.ts';
import { AuthService } from '../../modules/auth/auth.service.ts';
import { GroupsRepository } from '../../modules/groups/groups.repository.ts';
import { MenuRepository } from '../../modules/menu/menu.repository.ts';
import { MenuService } from '../../modules/menu/menu.service.ts';
import { EngagementRepository } from '../../modules/posts/engagement.repository.ts';
import { EngagementService } from '../../modules/posts/engagement.service.ts';
import { PostsRepository } from '../../modules/posts/posts.repository.ts';
import { PostsService } from '../../modules/posts/posts.service.ts';
import { RealtimeService } from '../../modules/realtime/realtime.service.ts';
import { LocalDiskStorage, type Storage } from '../../modules/uploads/storage.ts';
import { UploadsRepository } from '../../modules/uploads/uploads.repository.ts';
import { UploadsService } from '../../modules/uploads/uploads.service.ts';
import { UsersRepository } from '../../modules/users/users.repository.ts';
import { UsersService } from '../../modules/users/users.service.ts';

export interface Services {
  auth: AuthService;
  engagement: EngagementService;
  posts: PostsService;
  menu: MenuService;
  realtime: RealtimeService;
  uploads: UploadsService;
  users: UsersService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    mailer: Mailer;
  }
}

/** Repositories and services, wired once; routes reach them through `app.services`. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const db = app.database.db;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    const users = new UsersRepository(db);
    const groups = new GroupsRepository(db);
    const postsRepository = new PostsRepository(db, groups);
    // Services publish only through the broadcaster's transaction: events after the commit.
    const broadcaster = app.broadcaster;
    const uploads = new UploadsRepository(db);
    // Uploads on local disk; an S3-compatible implementation of Storage would be chosen here.
    const storage: Storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
    const posts = new PostsService({
      db,
      posts: postsRepository,
      groups,
      users,
      uploads,
      broadcaster,
    });
    app.decorate('mailer', mailer);
    app.decorate('services', {
      users: new UsersService(users),
      menu: new MenuService(new MenuRepository(db)),
      posts,
      engagement: new EngagementService({
        db,
        engagement: new EngagementRepository(db),
        posts: postsRepository,
        postsService: posts,
        broadcaster,
      }),
      realtime: new RealtimeService({ key: config.ablyKey, groups }),
      uploads: new UploadsService({ uploads, storage, maxBytes: config.uploadMaxBytes }),
      auth: new AuthService({
        db,
        users,
        sessions: new SessionsRepository(db),
        throttle: new LoginThrottleRepository(db),
        resets: new PasswordResetsRepository(db),
        mailer,
        appUrl: config.appUrl,
      }),
    });
  },
  { name: 'services', dependencies: ['database', 'realtime'] },
);
