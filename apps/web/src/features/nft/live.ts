/**
 * NFT messages pushed to the user's private room (`nft_message` on `user:<id>`: outbid, won, pay
 * due, expired, sold): everything the market shows is asked for again at once, so a bid screen
 * sees it was outbid and the account page its new order without a reload.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EventMessage, EventName } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { refreshNft } from './api';

export const NFT_MESSAGE_EVENT = 'nft_message' satisfies EventName;

export function useNftLive(): void {
  const client = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    const onMessage = (_message: EventMessage<typeof NFT_MESSAGE_EVENT>) => void refreshNft(client);
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on(NFT_MESSAGE_EVENT, onMessage);
    });
    return () => {
      stopped = true;
      socket?.off(NFT_MESSAGE_EVENT, onMessage);
    };
  }, [client, token]);
}
