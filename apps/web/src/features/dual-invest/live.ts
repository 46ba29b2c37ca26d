/**
 * Orders pushed to the user's private room (`dual_order` on `user:<id>`: bought, settled or
 * refunded): the lists, the products and the proofs are asked for again at once. The polls in
 * api.ts cover a socket that is down.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EventMessage, EventName } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { refreshDual } from './api';

export const DUAL_ORDER_EVENT = 'dual_order' satisfies EventName;

export function useDualLive(): void {
  const client = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    const onOrder = (_message: EventMessage<typeof DUAL_ORDER_EVENT>) => void refreshDual(client);
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on(DUAL_ORDER_EVENT, onOrder);
    });
    return () => {
      stopped = true;
      socket?.off(DUAL_ORDER_EVENT, onOrder);
    };
  }, [client, token]);
}
