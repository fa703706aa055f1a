import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, FieldErrorBag, tooManyRequests, validationFailed } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { mapUniqueViolation } from '../users/users.service.ts';
import { checkEmail, checkName, checkPassword, checkUserName } from '../users/users.validation.ts';
import type {
  LoginThrottleRepository,
  PasswordResetsRepository,
  SessionsRepository,
} from './auth.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const AUTH_LIMITS = {
  /** "Remember this device": the cookie and the session live this long. */
  rememberMs: 30 * DAY,
  /** Without it the cookie ends with the browser; the server forgets an idle session after this. */
  browserSessionMs: 12 * 60 * MINUTE,
  resetLinkMs: 60 * MINUTE,
  throttleWindowMs: 15 * MINUTE,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

export const AUTH_MESSAGES = {
  loggedIn: 'You are logged in.',
  badCredentials: 'These credentials do not match our records.',
  registered: 'Welcome to TapeTV! Your account is ready.',
  loggedOut: 'You have been logged out.',
  resetSent: 'If an account exists for that email, we have sent a password reset link to it.',
  resetDone: 'Your password has been reset. You can log in with the new password now.',
  resetInvalid: 'This password reset link is invalid or has expired.',
} as const;

export interface NewSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthServiceDeps {
  db: Database;
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottleRepository;
  resets: PasswordResetsRepository;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}

export class AuthService {
  private readonly now: () => Date;
  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async login(
    input: { email: string; password: string; remember: boolean },
    client: ClientInfo,
  ): Promise<{ user: UserRow; session: NewSession }> {
    const now = this.now();
    const email = input.email.trim().toLowerCase();
    const keys = [`email:${email}`, `ip:${client.ip}`] as const;
    const [byEmail, byAddress] = await Promise.all(
      keys.map((key) => this.deps.throttle.attempts(key, now)),
    );
    const blocked =
      (byEmail && byEmail.attempts >= AUTH_LIMITS.maxFailuresPerEmail && byEmail) ||
      (byAddress && byAddress.attempts >= AUTH_LIMITS.maxFailuresPerAddress && byAddress);
    if (blocked) {
      const minutes = Math.max(
        1,
        Math.ceil((blocked.windowEndsAt.getTime() - now.getTime()) / MINUTE),
      );
      throw tooManyRequests(
        `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }

    const user = email === '' ? undefined : await this.deps.users.findByEmail(email);
    const valid = user ? await verifyPassword(input.password, user.passwordHash) : false;
    if (!user || !valid) {
      await Promise.all(
        keys.map((key) => this.deps.throttle.hit(key, now, AUTH_LIMITS.throttleWindowMs)),
      );
      throw new AppError(401, 'BAD_CREDENTIALS', AUTH_MESSAGES.badCredentials);
    }
    await this.deps.throttle.clear(keys[0]);
    const session = await this.startSession(user.id, input.remember, client);
    return { user, session };
  }

  async register(
    input: { name: string; userName: string; email: string; password: string },
    client: ClientInfo,
  ): Promise<{ user: UserRow; session: NewSession }> {
    const bag = new FieldErrorBag();
    const email = input.email.trim();
    checkName(bag, input.name);
    checkUserName(bag, input.userName);
    checkEmail(bag, email);
    checkPassword(bag, input.password);
    if (!bag.errors.email && (await this.deps.users.isEmailTaken(email)))
      bag.add('email', 'The email has already been taken.');
    if (!bag.errors.userName && (await this.deps.users.isUserNameTaken(input.userName)))
      bag.add('userName', 'The user name has already been taken.');
    if (!bag.ok) throw validationFailed(bag.errors);

    const passwordHash = await hashPassword(input.password);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const user = await this.deps.users.create(
          { name: input.name.trim(), userName: input.userName, email, passwordHash },
          tx,
        );
        const session = await this.startSession(user.id, false, client, tx);
        return { user, session };
      });
    } catch (error) {
      throw mapUniqueViolation(error) ?? error;
    }
  }

  /** The member behind a session cookie; slides the expiry forward once half of it has passed. */
  async resolveSession(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
    const now = this.now();
    const id = sha256(token);
    const found = await this.deps.sessions.findActive(id, now);
    if (!found) return undefined;
    const lifetime = found.session.remember ? AUTH_LIMITS.rememberMs : AUTH_LIMITS.browserSessionMs;
    if (found.session.expiresAt.getTime() - now.getTime() < lifetime / 2) {
      await this.deps.sessions.extend(id, new Date(now.getTime() + lifetime), now);
    }
    return { user: found.user, sessionId: id };
  }

  async logout(sessionId: string): Promise<void> {
    await this.deps.sessions.delete(sessionId);
  }

  /** Always answers the same way, so the form cannot be used to find out who has an account. */
  async forgotPassword(emailInput: string): Promise<void> {
    const bag = new FieldErrorBag();
    const email = emailInput.trim();
    checkEmail(bag, email);
    if (!bag.ok) throw validationFailed(bag.errors);
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;

    const token = randomToken();
    const now = this.now();
    await this.deps.resets.create({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetLinkMs),
    });
    const link = `${this.deps.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await this.deps.mailer.send({
      to: user.email,
      subject: 'Reset your TapeTV password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone asked to reset the password of your TapeTV account. To choose a new one, open:',
        link,
        '',
        `The link works once and expires in ${AUTH_LIMITS.resetLinkMs / MINUTE} minutes.`,
        'If you did not ask for this, you can ignore this message.',
      ].join('\n'),
    });
  }

  /** Sets the new password and ends every session of that member, all in one transaction. */
  async resetPassword(input: { token: string; email: string; password: string }): Promise<void> {
    const bag = new FieldErrorBag();
    checkPassword(bag, input.password);
    if (!bag.ok) throw validationFailed(bag.errors);
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const done = await this.deps.db
      .transaction(async (tx) => {
        const reset = await this.deps.resets.consume(sha256(input.token), now, tx);
        if (!reset) return false;
        const user = await this.deps.users.findById(reset.userId, tx);
        if (!user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
          tx.rollback();
        }
        await this.deps.users.updatePassword(reset.userId, passwordHash, tx);
        await this.deps.sessions.deleteForUser(reset.userId, tx);
        return true;
      })
      .catch((error: unknown) => {
        // instanceof, not the name: drizzle names this error "DrizzleError".
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (!done) throw validationFailed({ token: [AUTH_MESSAGES.resetInvalid] });
  }

  private async startSession(
    userId: number,
    remember: boolean,
    client: ClientInfo,
    tx?: Parameters<SessionsRepository['create']>[1],
  ): Promise<NewSession> {
    const now = this.now();
    const token = randomToken();
    const expiresAt = new Date(
      now.getTime() + (remember ? AUTH_LIMITS.rememberMs : AUTH_LIMITS.browserSessionMs),
    );
    await this.deps.sessions.create(
      {
        id: sha256(token),
        userId,
        remember,
        expiresAt,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
      },
      tx,
    );
    return { token, expiresAt, remember };
  }
}
