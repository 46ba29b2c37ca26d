import type { AppContext, Module } from '../../app/context';
import type { AccountPorts, ProfilePort } from './ports';
import { accountRoutes } from './routes';
import { AccountService } from './service';

export { AccountService } from './service';
export type { AccountPorts, ProfilePort } from './ports';

export function createAccountModule(
  ctx: AppContext,
  needs: AccountPorts,
): Module & { service: AccountService; ports: { profile: ProfilePort } } {
  const service = new AccountService(ctx, needs);
  // Every new user gets a profile in the same transaction as the user row: account subscribes
  // itself to auth's registrations, so auth needs no port of account's (no cycle).
  needs.registrations.onRegistered((ex, user) => service.createProfile(ex, user));
  // Auth's notices (failed sign-ins, a locked pay password) go out in the language kept here.
  needs.languages.provide((ex, userId) => service.langOf(ex, userId));
  return {
    name: 'account',
    service,
    ports: {
      profile: {
        defaultFiat: (userId) => service.fiatOf(userId),
        nickname: (userId) => service.nicknameOf(userId),
        language: async (userId) => (await service.langOf(ctx.db, userId)) ?? 'en',
      },
    },
    routes: accountRoutes(service),
  };
}
