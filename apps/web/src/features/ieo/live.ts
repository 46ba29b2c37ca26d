/**
 * Subscriptions pushed to the user's private room (`ieo_order` on `user:<id>`, sent when one is
 * taken, allocated and unlocked): the project, the lists and the balance are asked for again.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EventName } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { refreshIeo } from './api';

export const IEO_ORDER_EVENT = 'ieo_order' satisfies EventName;

export function useIeoLive(): void {
  const client = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    const onOrder = () => void refreshIeo(client);
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on(IEO_ORDER_EVENT, onOrder);
    });
    return () => {
      stopped = true;
      socket?.off(IEO_ORDER_EVENT, onOrder);
    };
  }, [client, token]);
}
