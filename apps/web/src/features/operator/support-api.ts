/**
 * The console's customer-service calls and its live feed: a socket of its own that presents the
 * operator's token (`operatorToken`), so the server puts it in the operators' room and every
 * `support_update` refreshes the queue and the open conversation at once.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../app/socket';
import { OPERATOR } from './api';
import { operatorHttp } from './http';
import { useOperatorSession } from './session';

const { call } = operatorHttp;
const KEY = [OPERATOR, 'support'] as const;

export type QueueFilter = 'open' | 'closed' | 'all';

export function useSupportQueue(status: QueueFilter) {
  return useQuery({
    queryKey: [...KEY, 'queue', status],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/support/queue', { status }, { signal }),
  });
}

export function useSupportThread(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'thread', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/support/conversation', { id: id! }, { signal }),
  });
}

export const replySupport = (id: number, text: string) => call('POST /operator/support/reply', { id, text });
export const readSupport = (id: number) => call('POST /operator/support/read', { id }, { silent: true });
export const closeSupport = (id: number) => call('POST /operator/support/close', { id });

/** Follow the operators' room while the queue is on screen. */
export function useSupportLive(): void {
  const client = useQueryClient();
  const { token } = useOperatorSession();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      socket = io({ ...SOCKET_OPTIONS, auth: { operatorToken: token } });
      socket.on('support_update', () => void client.invalidateQueries({ queryKey: KEY }));
      socket.on('connect', () => void client.invalidateQueries({ queryKey: KEY }));
    });
    return () => {
      stopped = true;
      socket?.disconnect();
    };
  }, [client, token]);
}
