import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { GroupChatRepository } from './group-chat.repository.ts';
import { GroupChatService } from './group-chat.service.ts';

declare module '../index.ts' {
  interface Services {
    groupChat: GroupChatService;
  }
}

/** Groups' live chats: their messages, replies, edits, moderation and typing. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.groupChat = new GroupChatService({
      db: app.database.db,
      chat: new GroupChatRepository(app.database.db),
      groups: app.repositories.groups,
      broadcaster: app.broadcaster,
    });
  },
  { name: 'module:group-chat', dependencies: ['database', 'realtime', 'module:groups'] },
);
