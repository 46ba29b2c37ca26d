/**
 * What the invite module needs (app/modules.ts hands these across; it imports no sibling):
 * - auth's `registrations`: invite subscribes itself, and records each invitee's link inside the
 *   registration transaction (auth already checked `extension_code` and names the inviter);
 * - auth's `identity`: an invitee's email or mobile, masked for the inviter's list;
 * - the `fees` port of spot, lever and microtrade (platform/fee-hooks.ts): each trading fee, inside
 *   its transaction, where the rebate is paid.
 */
import type { Executor } from '@bourse/db';
import type { FeesPort } from '../../platform/fee-hooks';

export interface InvitePorts {
  registrations: {
    onRegistered(listener: (ex: Executor, user: { id: number; inviterId: number | null }) => Promise<void>): void;
  };
  identity: {
    of(userId: number): Promise<{ email: string | null; areaCode: string | null; mobile: string | null; inviteCode: string }>;
  };
  fees: FeesPort[];
}
