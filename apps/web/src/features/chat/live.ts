/**
 * One chat room live: the history over HTTP (it says which messages are the reader's and whether
 * they are muted), then the socket room `chat:<lang>`: new messages are appended, removed ones
 * dropped. A gap in the room's sequence, or a reconnect, loads the history again, so a missed
 * message or removal is never left on screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { chatSocketRoom, type ChatMessage, type ChatRoomName, type EventMessage } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useUser } from '../../app/session';
import { loadHistory } from './api';

export interface RoomState {
  status: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  mutedUntil: number | null;
}

const HISTORY_KEEP = 200;

export function useChatRoom(room: ChatRoomName): RoomState & { reload(): void; add(message: ChatMessage): void } {
  const [state, setState] = useState<RoomState>({ status: 'loading', messages: [], mutedUntil: null });
  const [version, setVersion] = useState(0);
  const myId = useUser()?.id;
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const add = useCallback(
    (m: ChatMessage) =>
      setState((s) => (s.messages.some((x) => x.id === m.id) ? s : { ...s, messages: [...s.messages, m].slice(-HISTORY_KEEP) })),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    loadHistory(room, controller.signal)
      .then((h) => setState({ status: 'ready', messages: h.messages, mutedUntil: h.muted_until }))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      });
    return () => controller.abort();
  }, [room, version]);

  useEffect(() => {
    const name = chatSocketRoom(room);
    let socket: Socket | undefined;
    let stopped = false;
    let last: number | undefined;
    const fresh = (m: { room: string; seq: number }) => {
      if (m.room !== name) return false;
      const gap = last !== undefined && m.seq > last + 1;
      last = m.seq;
      if (gap) reload();
      return !gap;
    };
    const onMessage = (m: EventMessage<'chat_message'>) => {
      if (fresh(m)) add({ ...m.data, mine: myId !== undefined && m.data.user_id === myId });
    };
    const onRemoved = (m: EventMessage<'chat_removed'>) => {
      if (fresh(m)) setState((s) => ({ ...s, messages: s.messages.filter((x) => x.id !== m.data.id) }));
    };
    const subscribe = () => {
      socket?.emit('subscribe', { rooms: [name] }, (answer: { snapshots?: Array<{ room: string; seq: number }> }) => {
        last = answer?.snapshots?.find((s) => s.room === name)?.seq;
      });
    };
    const onConnect = () => {
      subscribe();
      reload();
    };
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on('chat_message', onMessage);
      s.on('chat_removed', onRemoved);
      s.on('connect', onConnect);
      if (s.connected) subscribe();
    });
    return () => {
      stopped = true;
      socket?.emit('unsubscribe', { rooms: [name] });
      socket?.off('chat_message', onMessage);
      socket?.off('chat_removed', onRemoved);
      socket?.off('connect', onConnect);
    };
  }, [room, myId, add, reload]);

  return { ...state, reload, add };
}
