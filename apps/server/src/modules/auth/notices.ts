/**
 * Messages to a user about their own account (not codes): an account already exists, failed
 * sign-ins, a locked pay password. They go to the user's email, or by SMS when only a mobile is
 * bound, in the language the user last used (the account module keeps it and lends a look-up
 * through the `languages` port, so auth does not read its table).
 */
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';
import { translate } from '@bourse/i18n/server';
import type { AppContext } from '../../app/context';
import type { OutgoingMessage } from '../../platform/notifier';
import type { UserRow } from './store';

/** The user's language, or undefined when unknown. Runs in the caller's transaction. */
export type LanguageLookup = (ex: Executor, userId: number) => Promise<Lang | undefined>;

/** The `common.<notice>.*` messages: subject, mailBody and smsBody. */
export type Notice = 'accountExists' | 'signInAlert' | 'payPasswordLocked';

export type Contact = Pick<OutgoingMessage, 'channel' | 'destination'>;

/** Where a user's notices go: the email if bound, else the mobile. */
export function contactOf(user: Pick<UserRow, 'email' | 'area_code' | 'mobile'>): Contact | undefined {
  if (user.email) return { channel: 'email', destination: user.email };
  if (user.area_code && user.mobile) return { channel: 'sms', destination: `+${user.area_code}${user.mobile}` };
  return undefined;
}

/** A time in a message: minutes, UTC (as WITHDRAW_LOCKED words it). */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export class UserNotices {
  private lookup: LanguageLookup | undefined;

  constructor(private readonly ctx: AppContext) {}

  /** The account module lends the look-up once it is built (app/modules.ts). */
  languageFrom(lookup: LanguageLookup): void {
    this.lookup = lookup;
  }

  /** Record a notice in the caller's transaction; the id is for `deliver` after commit. */
  async enqueue(
    ex: Executor,
    to: { userId: number; contact: Contact; fallback: Lang },
    notice: Notice,
    params: Record<string, string | number>,
  ) {
    const lang = (await this.lookup?.(ex, to.userId)) ?? to.fallback;
    const all = { site: await this.ctx.settings.get(ex, 'site_name'), ...params };
    return this.ctx.notifier.enqueue(ex, {
      ...to.contact,
      subject: translate(lang, `common.${notice}.subject`, all),
      body: translate(lang, `common.${notice}.${to.contact.channel === 'email' ? 'mailBody' : 'smsBody'}`, all),
    });
  }

  /**
   * Record an alert of a failure on its own (outside any action's transaction) and deliver it in
   * the background: the failing request does not wait for SMTP, so its answer takes no longer
   * for an account that exists than for one that does not.
   */
  async send(user: UserRow, notice: Notice, params: Record<string, string | number>): Promise<void> {
    const contact = contactOf(user);
    if (!contact) return;
    const id = await this.ctx.db.tx((ex) => this.enqueue(ex, { userId: user.id, contact, fallback: 'en' }, notice, params));
    void this.ctx.notifier.deliver(id).catch((err: unknown) => this.ctx.log.error({ err, outboxId: id }, 'notice delivery failed'));
  }
}
