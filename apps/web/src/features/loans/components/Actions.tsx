/**
 * Repay (part, or all: the debt now) and add collateral, on an open loan. Each action sends once per
 * attempt (an Idempotency-Key), says what happened, and refreshes the loan and the balances.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { Loan } from '@bourse/contract';
import { DecimalField } from '../../../components/form/DecimalField';
import { useNumberFormat } from '../../../lib/number-display';
import { useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { addCollateral, refreshLoans, repayLoan, useLoanMarket } from '../api';
import { parse } from '../preview';

type Mode = 'repay' | 'collateral';

export function Actions({ loan: l }: { loan: Loan }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const market = useLoanMarket();
  const [mode, setMode] = useState<Mode>('repay');
  const [amount, setAmount] = useState('');
  const { busy, run } = useAction(l, () => setAmount(''));
  const terms = market.data?.collaterals.find((c) => c.collateral === l.collateral);
  const scale = mode === 'repay' ? (market.data?.asset_scale ?? 6) : (terms?.collateral_scale ?? 8);
  const currency = mode === 'repay' ? l.asset : l.collateral;
  const balance = mode === 'repay' ? market.data?.asset_balance : terms?.balance;
  const ready = (parse(amount, scale) ?? 0n) > 0n;
  return (
    <section className="card loan-card" data-testid="loan-actions">
      <div className="seg-tabs" role="tablist">
        {(['repay', 'collateral'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={mode === k}
            className={`seg-tab${mode === k ? ' seg-tab--active' : ''}`}
            onClick={() => {
              setMode(k);
              setAmount('');
            }}
            data-testid={`loan-mode-${k}`}
          >
            {t(k === 'repay' ? 'loans.loan.repay' : 'loans.loan.addCollateral')}
          </button>
        ))}
      </div>
      <DecimalField
        id="loan-action-amount"
        label={mode === 'repay' ? t('loans.loan.repayAmount') : t('loans.loan.collateralAmount', { currency })}
        value={amount}
        onChange={setAmount}
        decimals={scale}
        unit={currency}
        hint={t('loans.borrow.available', { amount: n.amount(balance ?? '0'), currency })}
        after={
          mode === 'repay' ? (
            <button type="button" className="loan-max" onClick={() => setAmount(l.debt)} data-testid="loan-repay-all">
              {t('loans.loan.repayAll')}
            </button>
          ) : null
        }
      />
      {mode === 'repay' ? <p className="loan-note">{t('loans.loan.repayHint')}</p> : null}
      <Button
        block
        color="primary"
        disabled={!ready}
        loading={busy}
        onClick={() => void run(mode, amount)}
        data-testid="loan-action-submit"
      >
        {t(mode === 'repay' ? 'loans.loan.repay' : 'loans.loan.addCollateral')}
      </Button>
    </section>
  );
}

function useAction(l: Loan, onDone: () => void) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const client = useQueryClient();
  const key = useRequestKey();
  const [busy, setBusy] = useState(false);
  const run = async (mode: Mode, amount: string) => {
    setBusy(true);
    try {
      const requestKey = key.keyFor(`${l.id}:${mode}:${amount}`);
      if (mode === 'repay') {
        const before = l.debt;
        const after = await repayLoan({ id: l.id, amount }, requestKey);
        const paid = after.status === 'repaid' ? before : amount;
        void toast(t('loans.loan.repaid', { amount: n.amount(paid) }), 'success');
      } else {
        await addCollateral({ id: l.id, amount }, requestKey);
        void toast(t('loans.loan.added', { amount: n.amount(amount), currency: l.collateral }), 'success');
      }
      key.done();
      onDone();
      await refreshLoans(client);
    } catch {
      // The request wrapper showed the server's reason as a toast.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
