/**
 * Loans pushed to the user's private room: `loan` (any change) refreshes the screens; a
 * `loan_margin_call` also shows a warning toast, wherever the user is in the loan screens.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../app/i18n';
import type { EventMessage } from '@bourse/contract';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { toast } from '../../lib/toast';
import { refreshLoans } from './api';

export function useLoansLive(): void {
  const client = useQueryClient();
  const token = useToken();
  const { t } = useTranslation();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let stopped = false;
    const onLoan = () => void refreshLoans(client);
    const onCall = (m: EventMessage<'loan_margin_call'>) => {
      void refreshLoans(client);
      void toast(t('loans.marginCallToast', { id: m.data.id, ltv: m.data.ltv_percent }), 'fail');
    };
    void openSocket().then((s) => {
      if (stopped) return;
      socket = s;
      s.on('loan', onLoan);
      s.on('loan_margin_call', onCall);
    });
    return () => {
      stopped = true;
      socket?.off('loan', onLoan);
      socket?.off('loan_margin_call', onCall);
    };
  }, [client, token, t]);
}
