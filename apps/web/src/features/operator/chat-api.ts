/** The console's chat-room calls: newest messages with their reports, removing one, muting and unmuting a user (each audited). */
import { useQuery } from '@tanstack/react-query';
import type { ChatRoomName } from '@bourse/contract';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useChatMessages(room: ChatRoomName | '', reported: boolean) {
  return useQuery({
    queryKey: [OPERATOR, 'chat', room, reported],
    staleTime: 0,
    queryFn: ({ signal }) =>
      call('GET /operator/chat/messages', { ...(room ? { room } : {}), ...(reported ? { reported: '1' as const } : {}) }, { signal }),
  });
}

export const removeChatMessage = (id: number, reason: string) => call('POST /operator/chat/remove', { id, reason });
export const muteChatUser = (userId: number, minutes: number, reason: string) =>
  call('POST /operator/chat/mute', { user_id: userId, minutes, reason });
export const unmuteChatUser = (userId: number) => call('POST /operator/chat/unmute', { user_id: userId });
