/**
 * What auth offers the other modules (app/modules.ts hands these across). Each port is a plain
 * object of bound functions, so a consumer may keep or pass one method on its own.
 * - `identity`: a user's bound addresses and credential state;
 * - `security`: the checks a money movement asks for (pay password, authenticator code);
 * - `credentials`: the security screens' changes (the account module serves those routes);
 * - `users`: the operator's user look-up;
 * - `registrations`: `onRegistered(listener)`, called inside the registration transaction, so a
 *   module that keeps per-user rows (account's profile) creates them with the user. The listener
 *   side subscribes itself; auth never knows who listens.
 * - `languages`: `provide(lookup)`, the user's language for the notices auth sends them (failed
 *   sign-ins, a locked pay password, "you already have an account"); the account module, which
 *   keeps it, lends the look-up the same way.
 */
import type { LanguageLookup } from './notices';
import type { AuthService, Identity, RegisteredHook } from './service';

export interface AuthPorts {
  identity: { of(userId: number): Promise<Identity> };
  security: Pick<AuthService, 'verifyPayPassword' | 'verifyTotp'>;
  credentials: Pick<
    AuthService,
    'changePassword' | 'setPayPassword' | 'startTotp' | 'enableTotp' | 'disableTotp' | 'bindEmail' | 'bindMobile'
  >;
  users: { find: AuthService['findUsers'] };
  registrations: { onRegistered(listener: RegisteredHook): void };
  languages: { provide(lookup: LanguageLookup): void };
}

export function authPorts(s: AuthService): AuthPorts {
  return {
    identity: { of: (userId) => s.identity(userId) },
    security: {
      verifyPayPassword: (userId, payPassword) => s.verifyPayPassword(userId, payPassword),
      verifyTotp: (userId, totpCode) => s.verifyTotp(userId, totpCode),
    },
    credentials: {
      changePassword: (userId, sessionId, password, code) => s.changePassword(userId, sessionId, password, code),
      setPayPassword: (userId, payPassword, code) => s.setPayPassword(userId, payPassword, code),
      startTotp: (userId) => s.startTotp(userId),
      enableTotp: (userId, totpCode, code) => s.enableTotp(userId, totpCode, code),
      disableTotp: (userId, totpCode, code) => s.disableTotp(userId, totpCode, code),
      bindEmail: (userId, email, code) => s.bindEmail(userId, email, code),
      bindMobile: (userId, areaCode, mobile, code) => s.bindMobile(userId, areaCode, mobile, code),
    },
    users: { find: (q) => s.findUsers(q) },
    registrations: { onRegistered: (listener) => s.onRegistered(listener) },
    languages: { provide: (lookup) => s.notices.languageFrom(lookup) },
  };
}
