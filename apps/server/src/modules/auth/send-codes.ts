/**
 * Sending one-time codes by email or SMS, for every scene. Signed-in scenes (security, withdraw)
 * go to the user's bound address; bind goes to the new one.
 */
import type { CodeScene } from '@bourse/contract';
import type { Lang } from '@bourse/i18n';
import { translate } from '@bourse/i18n/server';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { type Codes, emailDestination, mobileDestination } from './codes';
import type { UserNotices } from './notices';
import { type AccountName, findUser, findUserByAccount } from './store';

export function destinationOf(name: AccountName): string {
  return name.type === 'email' ? emailDestination(name.email) : mobileDestination(name.areaCode, name.mobile);
}

function contactAddress(name: AccountName): string {
  return name.type === 'email' ? name.email : `+${name.areaCode}${name.mobile}`;
}

export class CodeSender {
  constructor(
    private readonly ctx: AppContext,
    private readonly codes: Codes,
    private readonly notices: UserNotices,
  ) {}

  /** Send an email code. Signed-in scenes (security, withdraw) go to the user's bound email. */
  async sendEmailCode(input: { user_string?: string; scene: CodeScene }, userId: number | undefined, lang: Lang) {
    let email = input.user_string ?? '';
    if (input.scene === 'security' || input.scene === 'withdraw' || input.scene === 'bind') {
      if (userId === undefined) throw new AppError('SESSION_REQUIRED');
      const user = await findUser(this.ctx.db, userId);
      if (input.scene !== 'bind') {
        if (!user?.email) throw new AppError('DESTINATION_NOT_BOUND');
        email = user.email;
      }
    }
    if (!email) throw new AppError('EMAIL_REQUIRED');
    await this.send({ type: 'email', email }, input.scene, userId, lang);
  }

  /** Send an SMS code (kept in the outbox: there is no SMS provider). */
  async sendSmsCode(input: { area_code?: string; mobile?: string; scene: CodeScene }, userId: number | undefined, lang: Lang) {
    let name: AccountName | undefined =
      input.mobile && input.area_code ? { type: 'mobile', areaCode: input.area_code, mobile: input.mobile } : undefined;
    if (input.scene === 'security' || input.scene === 'withdraw' || input.scene === 'bind') {
      if (userId === undefined) throw new AppError('SESSION_REQUIRED');
      if (input.scene !== 'bind') {
        const user = await findUser(this.ctx.db, userId);
        if (!user?.mobile || !user.area_code) throw new AppError('DESTINATION_NOT_BOUND');
        name = { type: 'mobile', areaCode: user.area_code, mobile: user.mobile };
      }
    }
    if (!name) throw new AppError('MOBILE_REQUIRED');
    await this.send(name, input.scene, userId, lang);
  }

  /**
   * The answer never says whether the address has an account: a reset code for an unknown one is
   * recorded but not sent, and a registration code for a registered one is not sent either: its
   * owner gets a message that they have an account and how to sign in or reset the password. In
   * every case a code row is written, so cool-downs, limits and later guesses behave the same.
   */
  private async send(name: AccountName, scene: CodeScene, userId: number | undefined, lang: Lang): Promise<void> {
    const destination = destinationOf(name);
    const siteName = await this.ctx.settings.get(this.ctx.db, 'site_name');
    const contact = { channel: name.type === 'email' ? 'email' : 'sms', destination: contactAddress(name) } as const;
    const outboxId = await this.ctx.db.tx(async (ex) => {
      const owner = await findUserByAccount(ex, name);
      if (scene === 'bind' && owner && owner.id !== userId) {
        throw new AppError(name.type === 'email' ? 'EMAIL_IN_USE' : 'MOBILE_IN_USE');
      }
      await this.codes.assertCanSend(ex, destination, scene);
      if (scene === 'register' && owner) {
        await this.codes.createUnusable(ex, destination, scene);
        return this.notices.enqueue(ex, { userId: owner.id, contact, fallback: lang }, 'accountExists', {});
      }
      const code = await this.codes.create(ex, destination, scene);
      if (scene === 'forget' && !owner) return undefined;
      const params = { site: siteName, code };
      return this.ctx.notifier.enqueue(ex, {
        ...contact,
        subject: translate(lang, 'common.mailSubject', params),
        body: translate(lang, name.type === 'email' ? 'common.mailBody' : 'common.smsBody', params),
      });
    });
    if (outboxId !== undefined) await this.ctx.notifier.deliver(outboxId);
  }
}
