/**
 * The account module's ports (modules never import each other; app/modules.ts hands these across).
 * Needs, from auth: `identity`, `credentials` (the security screens' changes), `registrations`
 * (account subscribes itself to create each new user's profile in the registration transaction)
 * and `languages` (account lends auth each user's language for the notices auth sends);
 * from kyc: `levels`. Provides: `profile`, the user's default fiat (the wallet's valuations) and nickname (the chat room).
 */
import type { TotpSetup } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';

export interface AccountPorts {
  identity: {
    of(userId: number): Promise<{
      id: number;
      email: string | null;
      areaCode: string | null;
      mobile: string | null;
      inviteCode: string;
      hasPayPassword: boolean;
      totpEnabled: boolean;
      securityChangedAt: Date | null;
      createdAt: Date;
    }>;
  };
  credentials: {
    changePassword(userId: number, sessionId: number, password: string, code: string): Promise<void>;
    setPayPassword(userId: number, payPassword: string, code: string): Promise<void>;
    startTotp(userId: number): Promise<TotpSetup>;
    enableTotp(userId: number, totpCode: string, code: string): Promise<void>;
    disableTotp(userId: number, totpCode: string, code: string): Promise<void>;
    bindEmail(userId: number, email: string, code: string): Promise<void>;
    bindMobile(userId: number, areaCode: string, mobile: string, code: string): Promise<void>;
  };
  registrations: {
    /** The listener runs inside the registration transaction. */
    onRegistered(listener: (ex: Executor, user: { id: number; lang: Lang }) => Promise<void>): void;
  };
  languages: {
    /** Lend auth the user's language, for the notices it sends them (in the caller's transaction). */
    provide(lookup: (ex: Executor, userId: number) => Promise<Lang | undefined>): void;
  };
  levels: {
    /** 0 none, 1 basic, 2 advanced. */
    level(userId: number): Promise<0 | 1 | 2>;
    /** Rejected identity reviews (the credit score's last part). */
    rejections(userId: number): Promise<number>;
  };
}

export interface ProfilePort {
  /** The fiat the user values balances in. */
  defaultFiat(userId: number): Promise<string>;
  /** The user's nickname (the chat room's display name). */
  nickname(userId: number): Promise<string>;
  /** The user's language, for a message another module sends them (English when none is kept). */
  language(userId: number): Promise<Lang>;
}
