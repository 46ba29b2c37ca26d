/**
 * The borrow form: a collateral (BTC or ETH), how much to pledge from the spot book and how much
 * USDT to borrow, with the live LTV, interest and margin-call and liquidation prices before the
 * user confirms; nothing is sent until they have read them and confirmed.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { LOAN_MIN_AMOUNT, type LoanMarket, type LoanTermsView } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { DecimalField } from '../../../components/form/DecimalField';
import { ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { useRequestKey } from '../../../lib/request-key';
import { toast } from '../../../lib/toast';
import { borrowLoan, refreshLoans, useLoanMarket } from '../api';
import { parse, preview, type LoanPreview } from '../preview';
import { Facts } from './Facts';

export function BorrowForm({ onBorrowed }: { onBorrowed(): void }) {
  const market = useLoanMarket();
  if (market.isPending) return <Loading />;
  if (market.isError) return <ErrorState onRetry={() => void market.refetch()} />;
  return <Form market={market.data} onBorrowed={onBorrowed} />;
}

function Form({ market, onBorrowed }: { market: LoanMarket; onBorrowed(): void }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const { code, setCode, collateral, setCollateral, amount, setAmount, confirming, setConfirming, c, p, problem, busy, submit, edit } =
    useBorrowForm(market, onBorrowed);
  return (
    <section className="card loan-card" data-testid="loan-borrow">
      <CollateralChips
        codes={market.collaterals.map((x) => x.collateral)}
        current={code}
        onPick={(v) => {
          setCode(v);
          setConfirming(false);
        }}
      />
      <p className="loan-note">{c.price === null ? t('loans.borrow.noPrice') : t('loans.borrow.price', { price: n.price(c.price) })}</p>
      <DecimalField
        id="loan-collateral"
        label={t('loans.borrow.collateralAmount')}
        value={collateral}
        onChange={edit(setCollateral)}
        decimals={c.collateral_scale}
        unit={code}
        hint={t('loans.borrow.available', { amount: n.amount(c.balance ?? '0'), currency: code })}
        after={
          <button type="button" className="loan-max" onClick={() => edit(setCollateral)(c.balance ?? '0')}>
            {t('loans.borrow.max')}
          </button>
        }
      />
      <DecimalField
        id="loan-amount"
        label={t('loans.borrow.amount')}
        value={amount}
        onChange={edit(setAmount)}
        decimals={market.asset_scale}
        unit={market.asset}
        error={problem === 'overLtv' ? t('loans.borrow.overLtv') : undefined}
        hint={t('loans.borrow.maxBorrow', { amount: n.amount(p?.max ?? '0'), currency: market.asset })}
        after={
          <button type="button" className="loan-max" onClick={() => edit(setAmount)(p?.max ?? '0')} data-testid="loan-amount-max">
            {t('loans.borrow.max')}
          </button>
        }
      />
      <PreviewFacts c={c} p={p} />
      <p className="loan-note">{t('loans.borrow.pool', { amount: n.amount(market.pool_available), currency: market.asset })}</p>
      {confirming ? (
        <Confirm
          text={t('loans.borrow.confirmBody', {
            amount: n.amount(amount),
            collateral: n.amount(collateral),
            currency: code,
            apr: c.apr_percent,
            liquidation: n.price(p?.liquidationPrice ?? '0'),
          })}
          busy={busy}
          onConfirm={() => void submit()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          {problem && problem !== 'overLtv' ? <p className="loan-note">{t(`loans.borrow.${problem}`, { min: LOAN_MIN_AMOUNT })}</p> : null}
          <Button block color="primary" disabled={problem !== null} onClick={() => setConfirming(true)} data-testid="loan-submit">
            {t('loans.borrow.submit')}
          </Button>
        </>
      )}
    </section>
  );
}

/** The form's state: the collateral, both amounts, the preview and its problem, and sending once confirmed. */
function useBorrowForm(market: LoanMarket, onBorrowed: () => void) {
  const [code, setCode] = useState(market.collaterals[0]?.collateral ?? 'BTC');
  const [collateral, setCollateral] = useState('');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const c = market.collaterals.find((x) => x.collateral === code)!;
  const p = preview(c, market.asset_scale, { collateral, amount });
  const problem = problemOf(
    p,
    { collateral: parse(collateral, c.collateral_scale), amount: parse(amount, market.asset_scale) },
    market.asset_scale,
  );
  const { busy, submit } = useBorrow({ collateral: code, collateral_amount: collateral, amount }, () => {
    setConfirming(false);
    setCollateral('');
    setAmount('');
    onBorrowed();
  });
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setConfirming(false);
  };
  return { code, setCode, collateral, setCollateral, amount, setAmount, confirming, setConfirming, c, p, problem, busy, submit, edit };
}

function CollateralChips({ codes, current, onPick }: { codes: string[]; current: string; onPick(code: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="seg-tabs" role="radiogroup" aria-label={t('loans.borrow.collateral')}>
      {codes.map((x) => (
        <button
          key={x}
          type="button"
          role="radio"
          aria-checked={x === current}
          className={`seg-tab${x === current ? ' seg-tab--active' : ''}`}
          onClick={() => onPick(x)}
          data-testid={`loan-collateral-${x}`}
        >
          {x}
        </button>
      ))}
    </div>
  );
}

/** Nothing is sent until the user has read the amount, the rate and the liquidation price, and confirmed. */
function Confirm({ text, busy, onConfirm, onCancel }: { text: string; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <div className="loan-confirm" data-testid="loan-confirm">
      <p>{text}</p>
      <Button block color="primary" loading={busy} onClick={onConfirm} data-testid="loan-confirm-button">
        {t('loans.borrow.confirm')}
      </Button>
      <Button block fill="none" onClick={onCancel}>
        {t('loans.borrow.cancel')}
      </Button>
    </div>
  );
}

type Problem = 'enterAmounts' | 'belowMin' | 'overLtv' | null;

function problemOf(p: LoanPreview | null, typed: { collateral: bigint | null; amount: bigint | null }, usdScale: number): Problem {
  if (!p || !typed.collateral || !typed.amount) return 'enterAmounts';
  if (typed.amount < parseUnits(LOAN_MIN_AMOUNT, usdScale)) return 'belowMin';
  return p.overLtv ? 'overLtv' : null;
}

function PreviewFacts({ c, p }: { c: LoanTermsView; p: LoanPreview | null }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const usd = (v: string | null | undefined) => (v ? `${n.amount(v)} USDT` : '—');
  const price = (v: string | null | undefined) => (v ? `${n.price(v)} USDT` : '—');
  return (
    <>
      <strong>{t('loans.borrow.preview')}</strong>
      <Facts
        testId="loan-preview"
        rows={[
          [t('loans.borrow.ltv'), p?.ltvPercent ? n.percent(p.ltvPercent) : '—', 'loan-preview-ltv'],
          [t('loans.borrow.initialLtv'), n.percent(c.initial_ltv_percent)],
          [t('loans.borrow.apr'), n.percent(c.apr_percent)],
          [t('loans.borrow.hourly'), usd(p?.hourly), 'loan-preview-hourly'],
          [t('loans.borrow.daily'), usd(p?.daily)],
          [`${t('loans.borrow.marginCallPrice')} (${n.percent(c.margin_call_ltv_percent)})`, price(p?.marginCallPrice)],
          [
            `${t('loans.borrow.liquidationPrice')} (${n.percent(c.liquidation_ltv_percent)})`,
            price(p?.liquidationPrice),
            'loan-preview-liquidation',
          ],
        ]}
      />
    </>
  );
}

/** Borrow once per request (an Idempotency-Key per attempt), then show my loans. */
function useBorrow(input: { collateral: string; collateral_amount: string; amount: string }, onDone: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = useRequestKey();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const loan = await borrowLoan(input, key.keyFor(`${input.collateral}:${input.collateral_amount}:${input.amount}`));
      key.done();
      await refreshLoans(client);
      void toast(t('loans.borrow.success', { amount: loan.principal }), 'success');
      onDone();
    } catch {
      // The request wrapper showed the server's reason as a toast; the form stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
