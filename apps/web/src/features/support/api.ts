/** Customer service's calls; their types come from the route map. Every change refreshes the feature's queries. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SupportTopic } from '@bourse/contract';
import { call, upload } from '../../app/api';
import { useToken } from '../../app/session';
import { SUPPORT } from '../../app/support-unread';

export { SUPPORT };

export const refreshSupport = (client: QueryClient) => client.invalidateQueries({ queryKey: [SUPPORT] });

export function useConversations() {
  const token = useToken();
  return useQuery({
    queryKey: [SUPPORT, 'list', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /support/conversations', undefined, { signal }),
  });
}

export function useThread(id: number | null) {
  return useQuery({
    queryKey: [SUPPORT, 'thread', id],
    enabled: id !== null,
    queryFn: ({ signal }) => call('GET /support/conversation', { id: id! }, { signal }),
  });
}

export const uploadAttachment = (file: File) => upload(file, 'support');
export const openConversation = (input: { topic: SupportTopic; text: string; image?: string }) => call('POST /support/open', input);
export const sendMessage = (input: { id: number; text: string; image?: string }) => call('POST /support/send', input);
export const markRead = (id: number) => call('POST /support/read', { id }, { silent: true });
export const closeConversation = (id: number) => call('POST /support/close', { id });
export const rateConversation = (input: { id: number; rating: number; comment?: string }) => call('POST /support/rate', input);
