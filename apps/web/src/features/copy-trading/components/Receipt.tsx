/**
 * A copy's receipt: the trader's fill and the follower's (price, time, tick), the lots and the
 * slippage, or why it was skipped; at close the PnL and the profit share paid. Actions: detach
 * (self-hold) and close an open copy.
 */
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { CopyReceipt } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { toast } from '../../../lib/toast';
import { closeCopy, selfHold, useRefreshCopy } from '../api';
import { tone, useCopyFormat } from '../format';
import { type Fact, Facts } from './Facts';

type T = (key: string, params?: Record<string, unknown>) => string;

/** The receipt's rows: both fills with their ticks, lots, slippage, margin, and at close the PnL and the share. */
function receiptFacts(c: CopyReceipt, t: T, f: ReturnType<typeof useCopyFormat>): Array<Fact | false | null> {
  const open = c.status === 'open';
  const fill = (price: string | null, time: number | null, tick: number | null) =>
    price === null ? '--' : t('copyTrading.receipt.fill', { price: f.price(price), time: f.time(time), tick });
  return [
    { id: 'receipt-trader', label: t('copyTrading.receipt.trader'), value: c.trader_name },
    {
      id: 'receipt-trader-fill',
      label: t('copyTrading.receipt.traderFill'),
      value: fill(c.trader_price, c.trader_time, c.trader_tick_id),
    },
    {
      id: 'receipt-fill',
      label: t('copyTrading.receipt.yourFill'),
      value: fill(c.follower_price, c.follower_time, c.follower_tick_id),
    },
    {
      label: t('copyTrading.receipt.mode'),
      value: `${t(c.mode === 'multiple' ? 'copyTrading.form.multiple' : 'copyTrading.form.lots')} ${c.number}`,
    },
    { label: t('copyTrading.receipt.traderLots'), value: c.trader_lots },
    { id: 'receipt-lots', label: t('copyTrading.receipt.lots'), value: `${c.lots} · ${c.leverage}x` },
    {
      id: 'receipt-slippage',
      label: t('copyTrading.receipt.slippage'),
      value: `${f.percent(c.slippage_percent)} / ${f.percent(c.slippage_cap_percent)}`,
    },
    c.margin !== null && { label: t('copyTrading.receipt.margin'), value: `${f.money(c.margin)} / ${f.money(c.fee)}` },
    open &&
      c.position && {
        id: 'receipt-live',
        label: t('copyTrading.receipt.livePnl'),
        value: f.pnl(c.position.unrealised_pnl),
        tone: tone(c.position.unrealised_pnl),
      },
    c.status === 'closed' && { id: 'receipt-close', label: t('copyTrading.receipt.closePrice'), value: f.price(c.close_price) },
    c.status === 'closed' && { id: 'receipt-pnl', label: t('copyTrading.receipt.pnl'), value: f.pnl(c.pnl), tone: tone(c.pnl) },
    c.status === 'closed' && {
      id: 'receipt-share',
      label: t('copyTrading.receipt.share', { share: c.profit_share_percent }),
      value: f.money(c.profit_share),
    },
  ];
}

export function Receipt({ copy: c }: { copy: CopyReceipt }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const refresh = useRefreshCopy();
  const [busy, setBusy] = useState(false);
  const act = async (confirm: string, action: () => Promise<unknown>, done: string) => {
    if (!(await Dialog.confirm({ content: confirm, confirmText: t('app.actions.confirm'), cancelText: t('app.actions.cancel') }))) return;
    setBusy(true);
    try {
      await action();
      toast(done, 'success');
      await refresh();
    } catch {
      // the request wrapper said why
    } finally {
      setBusy(false);
    }
  };
  const open = c.status === 'open';
  return (
    <div className="ct-receipt" data-testid="copy-receipt" data-status={c.status}>
      {c.skip_reason ? (
        <p className="ct-skip tone-warn" data-testid="receipt-skip">
          {t(`copyTrading.skip.${c.skip_reason}`)}
        </p>
      ) : null}
      <Facts facts={receiptFacts(c, t, f)} />
      <div className="ct-actions">
        {c.position_id ? (
          <Button size="small" fill="none" color="primary" onClick={() => go(`/pages/transaction/contract_proof?id=${c.position_id}`)}>
            {t('copyTrading.receipt.proof')}
          </Button>
        ) : null}
        {open && !c.self_held ? (
          <Button
            size="small"
            disabled={busy}
            data-testid="receipt-self-hold"
            onClick={() => void act(t('copyTrading.receipt.selfHoldConfirm'), () => selfHold(c.id), t('copyTrading.receipt.detached'))}
          >
            {t('copyTrading.receipt.selfHold')}
          </Button>
        ) : null}
        {open && c.position_id ? (
          <Button
            size="small"
            color="danger"
            disabled={busy}
            data-testid="receipt-close-now"
            onClick={() =>
              void act(t('copyTrading.receipt.closeConfirm'), () => closeCopy(c.position_id!), t('copyTrading.receipt.closed'))
            }
          >
            {t('copyTrading.receipt.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
