/**
 * The customer-service unread count (staff messages the user has not read), for the badges on the
 * tab bar, the home header, the settings (profile) entry and the service page's tab. Shared here
 * because several features show it and features never import each other. It follows the user's
 * private room: every `support_update` refreshes it.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventName } from '@bourse/contract';
import { isProductEnabled } from '@bourse/contract/products';
import type { Socket } from 'socket.io-client';
import { call } from './api';
import { useToken } from './session';
import { openSocket } from './socket';

export const SUPPORT = 'support';
export const SUPPORT_UPDATE_EVENT = 'support_update' satisfies EventName;

export function useSupportUnread(): number {
  const token = useToken();
  const client = useQueryClient();
  const enabled = Boolean(token) && isProductEnabled('support');
  const query = useQuery({
    queryKey: [SUPPORT, 'unread', token],
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) => call('GET /support/unread', undefined, { signal, silent: true }),
  });
  useEffect(() => {
    if (!enabled) return;
    let socket: Socket | undefined;
    let stopped = false;
    const onUpdate = () => void client.invalidateQueries({ queryKey: [SUPPORT] });
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on(SUPPORT_UPDATE_EVENT, onUpdate);
    });
    return () => {
      stopped = true;
      socket?.off(SUPPORT_UPDATE_EVENT, onUpdate);
    };
  }, [client, enabled]);
  return query.data?.count ?? 0;
}
