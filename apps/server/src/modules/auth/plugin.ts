import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import {
  LoginThrottleRepository,
  PasswordResetsRepository,
  PendingRegistrationsRepository,
  SessionsRepository,
} from './auth.repository.ts';
import { AuthService } from './auth.service.ts';

declare module '../index.ts' {
  interface Services {
    auth: AuthService;
  }
}

/** Registration, login with throttling, sessions and password resets. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const db = app.database.db;
    app.services.auth = new AuthService({
      db,
      users: app.repositories.users,
      sessions: new SessionsRepository(db),
      throttle: new LoginThrottleRepository(db),
      resets: new PasswordResetsRepository(db),
      pending: new PendingRegistrationsRepository(db),
      mailer: app.mailer,
      appUrl: config.appUrl,
      signals: app.signals,
    });
    app.signals.on('sessions-ended', (ended) => app.services.auth.forgetEndedSessions(ended));
  },
  { name: 'module:auth', dependencies: ['database', 'signals', 'module:users', 'mailer'] },
);
