import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { FollowsRepository } from './follows.repository.ts';
import { FollowsService } from './follows.service.ts';
import { ProfileService } from './profile.service.ts';
import { ProfileImagesService } from './profile-images.service.ts';

declare module '../index.ts' {
  interface Services {
    follows: FollowsService;
    profiles: ProfileService;
    profileImages: ProfileImagesService;
  }
}

/**
 * Members' profiles and their images, who follows whom, and the follower notifications following
 * causes.
 */
export default fp<ModuleOptions>(
  async (app) => {
    const follows = new FollowsRepository(app.database.db);
    const users = app.repositories.users;
    app.services.follows = new FollowsService({
      db: app.database.db,
      follows,
      users,
      notifications: app.repositories.notifications,
      broadcaster: app.broadcaster,
    });
    app.services.profiles = new ProfileService({ users, follows });
    app.services.profileImages = new ProfileImagesService({ uploads: app.services.uploads, users });
  },
  {
    name: 'module:profiles',
    dependencies: [
      'database',
      'realtime',
      'module:users',
      'module:uploads',
      'module:notifications',
    ],
  },
);
