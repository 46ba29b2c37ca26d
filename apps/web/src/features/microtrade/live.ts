/**
 * Settlements pushed to the user's private room (`micro_order` on `user:<id>`, sent when an order
 * opens and when it settles): the balance, the lists and the proofs are refreshed at once, so a countdown turns into
 * its result without waiting for the next poll. The polls in api.ts cover a socket that is down.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EventMessage, EventName } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { refreshOrders } from './api';

export const MICRO_ORDER_EVENT = 'micro_order' satisfies EventName;

export function useMicroLive(): void {
  const client = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    // The message carries the order as it now is (`data`, typed by the contract); what it changes
    // (the micro book, the lists, its proof) is asked for again rather than patched in place.
    const onOrder = (_message: EventMessage<typeof MICRO_ORDER_EVENT>) => void refreshOrders(client);
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on(MICRO_ORDER_EVENT, onOrder);
    });
    return () => {
      stopped = true;
      socket?.off(MICRO_ORDER_EVENT, onOrder);
    };
  }, [client, token]);
}
