/**
 * "Send code" with the 60 s countdown (the server's resend cooldown). The countdown starts only
 * after `onSend` succeeds; a rejected send (bad address, cooldown) leaves the button ready.
 */
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../app/i18n';
import { CODE_RESEND_COOLDOWN_MS } from '@bourse/contract/constants';

export const CODE_COUNTDOWN_S = CODE_RESEND_COOLDOWN_MS / 1000;

interface SendCodeButtonProps {
  /** Sends the code; resolve true (or nothing) when it went out, false when the input was not valid. */
  onSend(): Promise<boolean | void>;
  seconds?: number;
  id?: string;
}

export function SendCodeButton({ onSend, seconds = CODE_COUNTDOWN_S, id }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent !== false) setLeft(seconds);
    } catch {
      // the request wrapper has shown why
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="send-code"
      size="mini"
      color="primary"
      fill="none"
      disabled={left > 0 || sending}
      onClick={() => void send()}
      data-testid={id ?? 'send-code'}
    >
      {left > 0 ? t('app.code.resend', { seconds: left }) : sending ? t('app.code.sending') : t('app.code.send')}
    </Button>
  );
}
