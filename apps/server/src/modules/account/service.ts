/**
 * The user's profile and settings, and the security screens' actions. Credentials belong to the
 * auth module; this module reaches them only through the ports app/ passes in (./ports.ts).
 */
import { computeCreditScore, type CreditScore, type Fiat, type UserInfo } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import type { AccountPorts } from './ports';
import { findProfile, hasAvatarUpload, insertProfile, type ProfileColumn, type ProfileRow, updateProfile } from './store';

const WITHDRAW_LOCK_MS = 24 * 3_600_000;

export class AccountService {
  constructor(
    private readonly ctx: AppContext,
    readonly ports: AccountPorts,
  ) {}

  /**
   * The credit score: computed from the user's own facts on every read, never stored, and read by
   * nothing else (no withdrawal, order or limit looks at it).
   */
  async creditScore(userId: number): Promise<CreditScore> {
    const me = await this.ports.identity.of(userId);
    return computeCreditScore({
      level: await this.ports.levels.level(userId),
      totpEnabled: me.totpEnabled,
      ageDays: Math.floor((this.ctx.clock.now().getTime() - me.createdAt.getTime()) / 86_400_000),
      rejectedReviews: await this.ports.levels.rejections(userId),
    });
  }

  /** A new user's profile: a nickname they can change, their language, the default fiat. */
  async createProfile(ex: Executor, user: { id: number; lang: Lang }): Promise<void> {
    const fiat = await this.ctx.settings.get(ex, 'default_fiat');
    await insertProfile(ex, { userId: user.id, nickname: `User${String(user.id).padStart(4, '0')}`, lang: user.lang, defaultFiat: fiat });
  }

  private async profile(userId: number): Promise<ProfileRow> {
    const row = await findProfile(this.ctx.db, userId);
    if (!row) throw new AppError('SESSION_EXPIRED');
    return row;
  }

  /** The name the chat room shows for the user. */
  async nicknameOf(userId: number): Promise<string> {
    return (await this.profile(userId)).nickname;
  }

  async fiatOf(userId: number): Promise<Fiat> {
    return (await this.profile(userId)).default_fiat;
  }

  async info(userId: number): Promise<UserInfo> {
    const [identity, profile, realLevel] = await Promise.all([
      this.ports.identity.of(userId),
      this.profile(userId),
      this.ports.levels.level(userId),
    ]);
    const lockedUntil = identity.securityChangedAt ? new Date(identity.securityChangedAt.getTime() + WITHDRAW_LOCK_MS) : null;
    return {
      id: identity.id,
      account: identity.email ?? `+${identity.areaCode} ${identity.mobile}`,
      email: identity.email,
      mobile: identity.mobile,
      area_code: identity.areaCode,
      nickname: profile.nickname,
      signature: profile.signature,
      avatar: profile.avatar,
      invite_code: identity.inviteCode,
      default_fiat: profile.default_fiat,
      has_pay_password: identity.hasPayPassword,
      totp_enabled: identity.totpEnabled,
      real_level: realLevel,
      withdraw_locked_until: lockedUntil && lockedUntil.getTime() > this.ctx.clock.now().getTime() ? lockedUntil.toISOString() : null,
      created_at: identity.createdAt.toISOString(),
    };
  }

  private update(userId: number, column: ProfileColumn, value: string) {
    return updateProfile(this.ctx.db, userId, column, value, this.ctx.clock.now());
  }

  setNickname(userId: number, nickname: string) {
    return this.update(userId, 'nickname', nickname);
  }

  setSignature(userId: number, signature: string) {
    return this.update(userId, 'signature', signature);
  }

  setDefaultFiat(userId: number, fiat: Fiat) {
    return this.update(userId, 'default_fiat', fiat);
  }

  /** The language the user last used, for messages sent to them. */
  async langOf(ex: Executor, userId: number): Promise<Lang | undefined> {
    return (await findProfile(ex, userId))?.lang;
  }

  rememberLang(userId: number, lang: Lang) {
    return this.update(userId, 'lang', lang);
  }

  /** The avatar must be an image this user uploaded as an avatar: no foreign or external URLs. */
  async setAvatar(userId: number, path: string): Promise<void> {
    const name = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(path)?.[1];
    if (!name) throw new AppError('UPLOAD_NOT_FOUND', undefined, 'head_portrait');
    if (!(await hasAvatarUpload(this.ctx.db, userId, name))) throw new AppError('UPLOAD_NOT_FOUND', undefined, 'head_portrait');
    await this.update(userId, 'avatar', path);
  }
}
