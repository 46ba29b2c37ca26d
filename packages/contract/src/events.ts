/**
 * The socket events: each event's name and the schema of its `data` (the socket sends
 * `{ room, seq, data }`, see apps/server/src/app/socket.ts). Each product declares its own
 * events beside its endpoints; this file merges them. The server's `publish` and `toUser` take
 * only these names with these payloads, and the web's listeners are typed from the same map.
 */
import type { z } from 'zod';
import { leverEvents } from './lever';
import { marketEvents } from './market';
import { microtradeEvents } from './microtrade';
import { spotEvents } from './spot';
import { walletEvents } from './wallet';
import { reservesEvents } from './reserves';
import { ieoEvents } from './ieo';
import { copyTradingEvents } from './copy-trading';
import { dualInvestEvents } from './dual-invest';
import { nftEvents } from './nft';
import { lockMiningEvents } from './lock-mining';
import { loansEvents } from './loans';
import { otcEvents } from './otc';
import { chatEvents } from './chat';
import { supportEvents } from './support';
import { couponsEvents } from './coupons';
import { gamesEvents } from './games';
import { inviteEvents } from './invite';
// new:product import

export const eventMap = {
  ...marketEvents,
  ...spotEvents,
  ...leverEvents,
  ...microtradeEvents,
  ...walletEvents,
  ...reservesEvents,
  ...ieoEvents,
  ...copyTradingEvents,
  ...dualInvestEvents,
  ...nftEvents,
  ...lockMiningEvents,
  ...loansEvents,
  ...otcEvents,
  ...chatEvents,
  ...supportEvents,
  ...couponsEvents,
  ...gamesEvents,
  ...inviteEvents,
  // new:product spread
};

export type EventMap = typeof eventMap;
export type EventName = keyof EventMap;
export type EventData<E extends EventName> = z.output<EventMap[E]>;

/** One message as the client receives it. */
export interface EventMessage<E extends EventName> {
  room: string;
  seq: number;
  data: EventData<E>;
}
