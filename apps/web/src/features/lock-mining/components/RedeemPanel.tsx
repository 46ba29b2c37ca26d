/**
 * Early redemption: before anything is sent, the exact penalty (ratio x remaining days x amount),
 * what comes back to the spot book, and that interest already paid is kept. The confirmation sends
 * the penalty shown, so a day boundary passing in between is refused rather than charged silently.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { LockOrder } from '@bourse/contract';
import { useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { redeemEarly, refreshLock } from '../api';
import { useLockFormat } from '../format';

export function RedeemPanel({ order: o }: { order: LockOrder }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  const client = useQueryClient();
  const key = useRequestKey();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const q = o.redeem_quote!;
  const confirm = async () => {
    setBusy(true);
    try {
      await redeemEarly({ id: o.id, penalty: q.penalty }, key.keyFor(`${o.id}:${q.penalty}`));
      key.done();
      void toast(t('lockMining.redeem.done'), 'success');
      setOpen(false);
    } catch {
      // The wrapper showed the reason (a changed penalty shows the new figures after the refresh).
    } finally {
      setBusy(false);
      await refreshLock(client);
    }
  };
  if (!open) {
    return (
      <Button block fill="outline" color="danger" onClick={() => setOpen(true)} data-testid="lock-redeem">
        {t('lockMining.redeem.button')}
      </Button>
    );
  }
  return (
    <section className="card lock-card lock-redeem" data-testid="lock-redeem-panel">
      <h2 className="lock-h2">{t('lockMining.redeem.title')}</h2>
      <dl className="lock-facts">
        <dt>{t('lockMining.redeem.remaining')}</dt>
        <dd>{t('lockMining.days', { count: q.remaining_days })}</dd>
        <dt>{t('lockMining.redeem.penalty')}</dt>
        <dd data-testid="lock-redeem-penalty">{f.money(q.penalty, o.currency)}</dd>
        <dt>{t('lockMining.redeem.returned')}</dt>
        <dd data-testid="lock-redeem-returned">{f.money(q.returned, o.currency)}</dd>
        <dt>{t('lockMining.redeem.kept')}</dt>
        <dd>{f.money(q.interest_kept, o.currency)}</dd>
      </dl>
      <p className="lock-note">
        {t('lockMining.redeem.formula', { rate: f.rate(q.penalty_rate), days: q.remaining_days, amount: f.money(o.amount, o.currency) })}
      </p>
      <p className="lock-note" data-testid="lock-redeem-kept">
        {t('lockMining.redeem.keptNote')}
      </p>
      <p className="lock-note">{t('lockMining.redeem.validUntil', { when: f.when(q.valid_until) })}</p>
      <Button block color="danger" loading={busy} onClick={() => void confirm()} data-testid="lock-redeem-confirm">
        {t('lockMining.redeem.confirm')}
      </Button>
      <Button block fill="none" onClick={() => setOpen(false)}>
        {t('lockMining.cancel')}
      </Button>
    </section>
  );
}
