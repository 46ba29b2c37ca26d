/**
 * Registration, sign-in and credentials. Every change or reset of a credential stamps
 * `security_changed_at` (withdrawals wait 24 hours after it); first-time setup (the first pay
 * password, mobile or email) does not (store.ts `writeSecurityChange`).
 */
import { randomInt } from 'node:crypto';
import type { CodeScene, ForgetInput, LoginInput, RegisterInput, TotpSetup } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { newToken } from '../../platform/tokens';
import { claimTotpStep, newTotpSecret, otpauthUrl, totpStep } from '../../platform/totp';
import { Codes, emailDestination, mobileDestination } from './codes';
import { UserNotices } from './notices';
import { PayPasswordGuard } from './pay-password';
import { CodeSender, destinationOf } from './send-codes';
import { UserSessions } from './sessions';
import { SignInGuard, type SignInClient } from './sign-in';
import {
  type AccountName,
  accountKey,
  accountLabel,
  findUser,
  findUserByAccount,
  findUserByInviteCode,
  insertUserRow,
  searchUsers,
  type SecurityChange,
  setPendingTotpSecret,
  type UserRow,
  writeSecurityChange,
} from './store';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Called inside the registration transaction (the account module creates the profile). */
export type RegisteredHook = (ex: Executor, user: { id: number; lang: Lang; inviterId: number | null }) => Promise<void>;

export interface Identity {
  id: number;
  email: string | null;
  areaCode: string | null;
  mobile: string | null;
  inviteCode: string;
  inviterId: number | null;
  hasPayPassword: boolean;
  totpEnabled: boolean;
  securityChangedAt: Date | null;
  createdAt: Date;
}

function toIdentity(u: UserRow): Identity {
  return {
    id: u.id,
    email: u.email,
    areaCode: u.area_code,
    mobile: u.mobile,
    inviteCode: u.invite_code,
    inviterId: u.inviter_id,
    hasPayPassword: u.pay_password_hash !== null,
    totpEnabled: u.totp_secret !== null,
    securityChangedAt: u.security_changed_at,
    createdAt: u.created_at,
  };
}

function nameFrom(input: { type?: 'email' | 'mobile'; area_code?: string }, text: string): AccountName {
  const type = input.type ?? (text.includes('@') ? 'email' : 'mobile');
  return type === 'email'
    ? { type: 'email', email: text.trim().toLowerCase() }
    : { type: 'mobile', areaCode: input.area_code ?? '', mobile: text.trim() };
}

function userDestinations(u: UserRow): string[] {
  const out: string[] = [];
  if (u.email) out.push(emailDestination(u.email));
  if (u.area_code && u.mobile) out.push(mobileDestination(u.area_code, u.mobile));
  return out;
}

export class AuthService {
  readonly codes: Codes;
  readonly sessions: UserSessions;
  /** Account notices in the user's language (account lends the look-up: `languages` port). */
  readonly notices: UserNotices;
  private readonly signIn: SignInGuard;
  private readonly payPasswords: PayPasswordGuard;
  private readonly sender: CodeSender;
  private readonly registeredHooks: RegisteredHook[] = [];

  constructor(private readonly ctx: AppContext) {
    this.codes = new Codes(ctx.db, ctx.clock);
    this.notices = new UserNotices(ctx);
    this.signIn = new SignInGuard(ctx, this.notices);
    this.payPasswords = new PayPasswordGuard(ctx, this.notices);
    this.sender = new CodeSender(ctx, this.codes, this.notices);
    this.sessions = new UserSessions(
      ctx.db,
      ctx.clock,
      ctx.config.SESSION_TTL_HOURS * 3_600_000,
      ctx.config.SESSION_IDLE_HOURS * 3_600_000,
    );
  }

  onRegistered(hook: RegisteredHook): void {
    this.registeredHooks.push(hook);
  }

  // ---- codes ---------------------------------------------------------------------------------

  /** Send an email code. Signed-in scenes (security, withdraw) go to the user's bound email. */
  sendEmailCode(input: { user_string?: string; scene: CodeScene }, userId: number | undefined, lang: Lang): Promise<void> {
    return this.sender.sendEmailCode(input, userId, lang);
  }

  /** Send an SMS code (kept in the outbox: there is no SMS provider). */
  sendSmsCode(input: { area_code?: string; mobile?: string; scene: CodeScene }, userId: number | undefined, lang: Lang): Promise<void> {
    return this.sender.sendSmsCode(input, userId, lang);
  }

  /** user/check_email: is this code right? It counts as an attempt but is not used up. */
  async checkEmailCode(email: string, scene: CodeScene, code: string): Promise<void> {
    await this.codes.verify([emailDestination(email)], scene, code);
  }

  // ---- registration and sign-in --------------------------------------------------------------

  async register(input: RegisterInput & { area_code?: string }, lang: Lang): Promise<number> {
    const name = nameFrom(input, input.user_string);
    const inviteRequired = await this.ctx.settings.get(this.ctx.db, 'invite_required');
    const extension = input.extension_code?.trim();
    if (inviteRequired && !extension) throw new AppError('INVITE_CODE_REQUIRED', undefined, 'extension_code');
    let inviterId: number | null = null;
    if (extension) {
      const inviter = await findUserByInviteCode(this.ctx.db, extension);
      if (!inviter) throw new AppError('INVITE_CODE_UNKNOWN', undefined, 'extension_code');
      inviterId = inviter.id;
    }
    // The code first: a registered address never got a usable one, so it fails here as any wrong
    // code does, and the answer cannot tell who has an account. After a right code (the address
    // was free when it was sent), a taken address can only be a race, and the caller owns it.
    const codeId = await this.codes.verify([destinationOf(name)], 'register', input.code);
    if (await findUserByAccount(this.ctx.db, name)) throw new AppError('ACCOUNT_EXISTS');
    const passwordHash = await hashPassword(input.password);
    return this.ctx.db.tx(async (ex) => {
      await this.codes.consume(ex, codeId);
      const id = await this.insertUser(ex, name, passwordHash, inviterId);
      for (const hook of this.registeredHooks) await hook(ex, { id, lang, inviterId });
      return id;
    });
  }

  /** Create a user without a code: for the seed's demo user and for tests' fixtures. */
  async createUserDirect(ex: Executor, input: { email: string; password: string; lang: Lang }): Promise<number> {
    const name: AccountName = { type: 'email', email: input.email.toLowerCase() };
    const existing = await findUserByAccount(ex, name);
    if (existing) return existing.id;
    const id = await this.insertUser(ex, name, await hashPassword(input.password), null);
    for (const hook of this.registeredHooks) await hook(ex, { id, lang: input.lang, inviterId: null });
    return id;
  }

  private async insertUser(ex: Executor, name: AccountName, passwordHash: string, inviterId: number | null): Promise<number> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const inviteCode = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
      const id = await insertUserRow(ex, {
        email: name.type === 'email' ? name.email : null,
        areaCode: name.type === 'mobile' ? name.areaCode : null,
        mobile: name.type === 'mobile' ? name.mobile : null,
        passwordHash,
        inviteCode,
        inviterId,
        createdAt: this.ctx.clock.now(),
      });
      if (id !== undefined) return id;
      if (await findUserByAccount(ex, name)) throw new AppError('ACCOUNT_EXISTS');
      // otherwise the invite code collided: draw another
    }
    throw new Error('could not allocate an invite code');
  }

  /** Sign in (throttled per account and source: sign-in.ts). Returns the session and the device token for the cookie. */
  async login(input: LoginInput & { area_code?: string }, client: SignInClient): Promise<{ token: string; device: string }> {
    const name = nameFrom(input, input.user_string);
    const user = await findUserByAccount(this.ctx.db, name);
    const attempt = await this.signIn.open(accountKey(name), user, client);
    const good = await verifyPassword(user?.password_hash, input.password);
    if (!user || !good) {
      await this.signIn.failed(attempt);
      throw new AppError('LOGIN_FAILED');
    }
    if (user.status !== 'active') throw new AppError('ACCOUNT_LOCKED');
    const device = client.device ?? newToken();
    return this.ctx.db.tx(async (ex) => {
      await this.signIn.succeeded(ex, { ...attempt, user }, device);
      return { token: await this.sessions.create(ex, user.id, client.userAgent), device };
    });
  }

  async logout(sessionId: number): Promise<void> {
    await this.sessions.revoke(this.ctx.db, sessionId);
  }

  /** Reset a forgotten password with a code; every session is signed out. */
  async forget(input: ForgetInput & { area_code?: string }): Promise<void> {
    const name = nameFrom(input, input.account);
    const codeId = await this.codes.verify([destinationOf(name)], 'forget', input.code);
    const user = await findUserByAccount(this.ctx.db, name);
    if (!user) throw new AppError('CODE_INVALID');
    const hash = await hashPassword(input.password);
    await this.ctx.db.tx(async (ex) => {
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, user.id, { passwordHash: hash });
      await this.sessions.revokeAll(ex, user.id);
    });
  }

  // ---- credentials of a signed-in user (used by the account module) ---------------------------

  /** Operator look-up: the newest users, or by id, or by part of an email or mobile number. */
  async findUsers(q: string) {
    const text = q
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, '');
    const rows = await searchUsers(
      this.ctx.db,
      text === ''
        ? { kind: 'newest' }
        : /^\d{1,15}$/.test(text)
          ? { kind: 'id-or-mobile', id: Number(text), text }
          : { kind: 'email', text },
    );
    return rows.map((u) => ({
      id: u.id,
      email: u.email,
      mobile: u.mobile,
      area_code: u.area_code,
      status: u.status,
      created_at: u.created_at.toISOString(),
    }));
  }

  async identity(userId: number): Promise<Identity> {
    const user = await findUser(this.ctx.db, userId);
    if (!user) throw new AppError('SESSION_EXPIRED');
    return toIdentity(user);
  }

  private async userOrFail(userId: number): Promise<UserRow> {
    const user = await findUser(this.ctx.db, userId);
    if (!user) throw new AppError('SESSION_EXPIRED');
    return user;
  }

  private stampSecurity(ex: Executor, userId: number, change: SecurityChange): Promise<void> {
    return writeSecurityChange(ex, userId, change, this.ctx.clock.now());
  }

  async changePassword(userId: number, sessionId: number, password: string, code: string): Promise<void> {
    const user = await this.userOrFail(userId);
    const codeId = await this.codes.verify(userDestinations(user), 'security', code);
    const hash = await hashPassword(password);
    await this.ctx.db.tx(async (ex) => {
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, userId, { passwordHash: hash });
      await this.sessions.revokeAll(ex, userId, sessionId);
    });
  }

  async setPayPassword(userId: number, payPassword: string, code: string): Promise<void> {
    const user = await this.userOrFail(userId);
    const codeId = await this.codes.verify(userDestinations(user), 'security', code);
    const hash = await hashPassword(payPassword);
    await this.ctx.db.tx(async (ex) => {
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, userId, { payPasswordHash: hash });
    });
  }

  /** The one pay-password check (counted and locked: pay-password.ts). */
  async verifyPayPassword(userId: number, payPassword: string): Promise<void> {
    await this.payPasswords.verify(await this.userOrFail(userId), payPassword);
  }

  // ---- the authenticator (TOTP): optional for users (DESIGN.md section 8), as operators enrol ----

  /** A new secret for an authenticator app. TOTP stays off until `enableTotp` proves a code from it. */
  async startTotp(userId: number): Promise<TotpSetup> {
    const user = await this.userOrFail(userId);
    if (user.totp_secret) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = newTotpSecret();
    await setPendingTotpSecret(this.ctx.db, userId, secret);
    return { secret, otpauth_url: otpauthUrl(secret, accountLabel(user)) };
  }

  /** Turn TOTP on with a code from the pending secret and a security code: a security change. */
  async enableTotp(userId: number, totpCode: string, code: string): Promise<void> {
    const user = await this.userOrFail(userId);
    if (user.totp_secret) throw new AppError('TOTP_ALREADY_ENABLED');
    const pending = user.totp_pending_secret;
    if (!pending) throw new AppError('TOTP_SETUP_REQUIRED');
    const codeId = await this.codes.verify(userDestinations(user), 'security', code);
    const step = totpStep(pending, totpCode, this.ctx.clock.now().getTime());
    if (step === null) throw new AppError('TOTP_INVALID');
    await this.ctx.db.tx(async (ex) => {
      if (!(await claimTotpStep(ex, 'users', userId, step))) throw new AppError('TOTP_INVALID');
      await this.codes.consume(ex, codeId);
      // The secret the code was checked against, not whatever a setup in another session left.
      await this.stampSecurity(ex, userId, { totpSecret: pending });
    });
  }

  /** Turn TOTP off with a code from it and a security code: a security change. */
  async disableTotp(userId: number, totpCode: string, code: string): Promise<void> {
    const user = await this.userOrFail(userId);
    if (!user.totp_secret) throw new AppError('TOTP_NOT_ENABLED');
    const codeId = await this.codes.verify(userDestinations(user), 'security', code);
    const step = totpStep(user.totp_secret, totpCode, this.ctx.clock.now().getTime());
    if (step === null) throw new AppError('TOTP_INVALID');
    await this.ctx.db.tx(async (ex) => {
      if (!(await claimTotpStep(ex, 'users', userId, step))) throw new AppError('TOTP_INVALID');
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, userId, { totpSecret: null });
    });
  }

  /** Withdrawals: a code from the user's authenticator. */
  async verifyTotp(userId: number, totpCode: string): Promise<void> {
    const user = await this.userOrFail(userId);
    if (!user.totp_secret) throw new AppError('TOTP_NOT_ENABLED');
    const step = totpStep(user.totp_secret, totpCode, this.ctx.clock.now().getTime());
    // A code works once: a replayed or older one is refused like a wrong one.
    if (step === null || !(await claimTotpStep(this.ctx.db, 'users', userId, step))) throw new AppError('TOTP_INVALID');
  }

  async bindEmail(userId: number, email: string, code: string): Promise<void> {
    const codeId = await this.codes.verify([emailDestination(email)], 'bind', code);
    await this.ctx.db.tx(async (ex) => {
      const owner = await findUserByAccount(ex, { type: 'email', email });
      if (owner && owner.id !== userId) throw new AppError('EMAIL_IN_USE');
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, userId, { email });
    });
  }

  async bindMobile(userId: number, areaCode: string, mobile: string, code: string): Promise<void> {
    const codeId = await this.codes.verify([mobileDestination(areaCode, mobile)], 'bind', code);
    await this.ctx.db.tx(async (ex) => {
      const owner = await findUserByAccount(ex, { type: 'mobile', areaCode, mobile });
      if (owner && owner.id !== userId) throw new AppError('MOBILE_IN_USE');
      await this.codes.consume(ex, codeId);
      await this.stampSecurity(ex, userId, { areaCode, mobile });
    });
  }
}
