import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, FieldErrorBag, tooManyRequests, validationFailed } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Signals, SignalTopics } from '../../lib/signals.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { mapUniqueViolation } from '../users/users.service.ts';
import { checkEmail, checkName, checkPassword, checkUserName } from '../users/users.validation.ts';
import type {
  LoginThrottleRepository,
  PasswordResetsRepository,
  PendingRegistrationsRepository,
  SessionRow,
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
  /** How long the link that finishes a sign-up works. */
  confirmLinkMs: DAY,
  throttleWindowMs: 15 * MINUTE,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

export const AUTH_MESSAGES = {
  loggedIn: 'You are logged in.',
  badCredentials: 'These credentials do not match our records.',
  registered: 'Welcome to TapeTV! Your account is ready.',
  /** The one answer to a valid sign-up, whether or not the address already has an account. */
  confirmSent:
    'Almost there: we have sent a link to your email. Open it within 24 hours to finish creating your account.',
  confirmInvalid: 'This sign-up link is invalid or has expired. Please sign up again.',
  loggedOut: 'You have been logged out.',
  resetSent: 'If an account exists for that email, we have sent a password reset link to it.',
  resetDone: 'Your password has been reset. You can log in with the new password now.',
  resetInvalid: 'This password reset link is invalid or has expired.',
} as const;

/**
 * A path on this site, for the sign-up link to return to (`next`): it starts with one slash, not
 * two or a backslash (which browsers read as another host), and has no spaces. The route's schema
 * holds it too, so it reaches the OpenAPI document.
 */
export const SAME_SITE_PATH = '^/(?![/\\\\])[^\\s\\\\]*$';
const SAME_SITE_PATH_RE = new RegExp(SAME_SITE_PATH);
export const NEXT_MAX_LENGTH = 200;

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
  pending: PendingRegistrationsRepository;
  mailer: Mailer;
  appUrl: string;
  /** Tells the other server processes of ended sessions (ADR 0012). */
  signals?: Pick<Signals, 'send'>;
  now?: () => Date;
}

/**
 * How long a resolved session is answered from memory. Every request of a member carries its
 * session; looking it up costs a round trip to the database per request (`pnpm bench feed`). In
 * every process, logging out, a password reset and any change to the member's row evict it at
 * once (other processes through `signals`, ADR 0012); should a signal be lost, another process
 * may answer an ended session for at most this long.
 */
export const SESSION_CACHE = { ttlMs: 10_000, maxEntries: 10_000 } as const;

type ResolvedSession = { session: SessionRow; user: UserRow };

export class AuthService {
  private readonly now: () => Date;
  private readonly resolved: TtlCache<string, ResolvedSession>;
  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.resolved = new TtlCache({ ...SESSION_CACHE, now: () => this.now().getTime() });
    deps.users.onChange((userId) => this.forgetMember(userId));
  }

  private forgetMember(userId: number): void {
    this.resolved.deleteWhere((found) => found.user.id === userId);
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
      const waitMs = blocked.windowEndsAt.getTime() - now.getTime();
      const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
      throw tooManyRequests(
        `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.max(1, Math.ceil(waitMs / 1000)),
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

  /**
   * Starts a sign-up: checks the fields, then mails a link that finishes it. An address that
   * already has an account gets a note saying so instead, and the caller gets the same answer
   * either way (the same work is done, the password hashed, one mail sent), so the form cannot be
   * used to find out who has an account, as with the forgot-password form. User names are public
   * (profile addresses), so a taken one is still refused at once.
   */
  async register(input: {
    name: string;
    userName: string;
    email: string;
    password: string;
    /** Where the link returns to once the account is made (a path on this site). */
    next?: string | undefined;
  }): Promise<void> {
    const bag = new FieldErrorBag();
    if (
      input.next !== undefined &&
      (input.next.length > NEXT_MAX_LENGTH || !SAME_SITE_PATH_RE.test(input.next))
    )
      bag.add('next', 'The return address must be a path on this site.');
    const email = input.email.trim();
    checkName(bag, input.name);
    checkUserName(bag, input.userName);
    checkEmail(bag, email);
    checkPassword(bag, input.password);
    if (!bag.errors.userName && (await this.deps.users.isUserNameTaken(input.userName)))
      bag.add('userName', 'The user name has already been taken.');
    if (!bag.ok) throw validationFailed(bag.errors);

    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    await this.deps.pending.deleteExpired(now);
    if (await this.deps.users.isEmailTaken(email)) {
      await this.deps.mailer.send({
        to: email,
        subject: 'Someone tried to create a TapeTV account with your email',
        text: [
          'Hello,',
          '',
          'Someone asked to create a TapeTV account with this email address, which already has one.',
          `If it was you, log in at ${this.deps.appUrl}/login`,
          `or choose a new password at ${this.deps.appUrl}/forgot-password.`,
          '',
          'If it was not you, you can ignore this message: nothing has changed.',
        ].join('\n'),
      });
      return;
    }
    const token = randomToken();
    await this.deps.pending.create({
      name: input.name.trim(),
      userName: input.userName,
      email,
      passwordHash,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.confirmLinkMs),
    });
    const next = input.next === undefined ? '' : `&next=${encodeURIComponent(input.next)}`;
    const link = `${this.deps.appUrl}/register/confirm?token=${encodeURIComponent(token)}${next}`;
    await this.deps.mailer.send({
      to: email,
      subject: 'Finish creating your TapeTV account',
      text: [
        `Hello ${input.name.trim()},`,
        '',
        'To finish creating your TapeTV account, open:',
        link,
        '',
        `The link works once and expires in ${AUTH_LIMITS.confirmLinkMs / (60 * MINUTE)} hours.`,
        'If you did not sign up, you can ignore this message.',
      ].join('\n'),
    });
  }

  /**
   * Finishes a sign-up from its mailed link: the account is created and its first session
   * started, in one transaction with using up the link (which works once).
   */
  async confirmRegistration(
    token: string,
    client: ClientInfo,
  ): Promise<{ user: UserRow; session: NewSession }> {
    const now = this.now();
    let created: { user: UserRow; session: NewSession } | null;
    try {
      created = await this.deps.db.transaction(async (tx) => {
        const pending = await this.deps.pending.consume(sha256(token), now, tx);
        if (!pending) return null;
        const user = await this.deps.users.create(
          {
            name: pending.name,
            userName: pending.userName,
            email: pending.email,
            passwordHash: pending.passwordHash,
          },
          tx,
        );
        const session = await this.startSession(user.id, false, client, tx);
        return { user, session };
      });
    } catch (error) {
      throw mapUniqueViolation(error) ?? error;
    }
    if (!created) throw validationFailed({ token: [AUTH_MESSAGES.confirmInvalid] });
    return created;
  }

  /** The member behind a session cookie; slides the expiry forward once half of it has passed. */
  async resolveSession(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
    const now = this.now();
    const id = sha256(token);
    const cached = this.resolved.get(id);
    if (cached && cached.session.expiresAt > now) return { user: cached.user, sessionId: id };
    const found = await this.deps.sessions.findActive(id, now);
    if (!found) {
      this.resolved.delete(id);
      return undefined;
    }
    const lifetime = found.session.remember ? AUTH_LIMITS.rememberMs : AUTH_LIMITS.browserSessionMs;
    if (found.session.expiresAt.getTime() - now.getTime() < lifetime / 2) {
      const expiresAt = new Date(now.getTime() + lifetime);
      await this.deps.sessions.extend(id, expiresAt, now);
      found.session = { ...found.session, expiresAt };
    }
    this.resolved.set(id, found);
    return { user: found.user, sessionId: id };
  }

  async logout(sessionId: string): Promise<void> {
    this.resolved.delete(sessionId);
    await this.deps.sessions.delete(sessionId);
    this.deps.signals?.send('sessions-ended', { sessionId });
  }

  /** Another server process ended sessions (ADR 0012): none may be answered from memory here. */
  forgetEndedSessions(ended: SignalTopics['sessions-ended']): void {
    if ('sessionId' in ended) {
      this.resolved.delete(ended.sessionId);
      return;
    }
    this.resolved.deleteWhere(
      (found) => found.session.userId === ended.userId && found.session.id !== ended.keep,
    );
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

  /**
   * After a member changed their password: every other session of theirs ends (a stolen cookie
   * stops working), the one they changed it from stays.
   */
  async endOtherSessions(userId: number, keepSessionId: string): Promise<void> {
    await this.deps.sessions.deleteOthersOfUser(userId, keepSessionId);
    this.forgetEndedSessions({ userId, keep: keepSessionId });
    this.deps.signals?.send('sessions-ended', { userId, keep: keepSessionId });
  }

  /** Sets the new password and ends every session of that member, all in one transaction. */
  async resetPassword(input: { token: string; email: string; password: string }): Promise<void> {
    const bag = new FieldErrorBag();
    checkPassword(bag, input.password);
    if (!bag.ok) throw validationFailed(bag.errors);
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const done = await this.deps.db
      .transaction(async (tx): Promise<{ userId: number } | false> => {
        const reset = await this.deps.resets.consume(sha256(input.token), now, tx);
        if (!reset) return false;
        const user = await this.deps.users.findById(reset.userId, tx);
        if (!user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
          tx.rollback();
        }
        await this.deps.users.updatePassword(reset.userId, passwordHash, tx);
        await this.deps.sessions.deleteForUser(reset.userId, tx);
        return { userId: reset.userId };
      })
      .catch((error: unknown): false => {
        // instanceof, not the name: drizzle names this error "DrizzleError".
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (!done) throw validationFailed({ token: [AUTH_MESSAGES.resetInvalid] });
    // The sessions ended in the transaction; none may be answered from memory either.
    this.forgetEndedSessions({ userId: done.userId });
    this.deps.signals?.send('sessions-ended', { userId: done.userId });
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
