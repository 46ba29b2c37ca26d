/**
 * The open form (transaction/contract): direction, market or limit, the size (SizeField: in lots,
 * in the coin or in USDT, turned into whole lots), leverage (LeverageField:
 * above the cap only after the user's one-time risk confirmation), TP/SL, the available margin, the
 * estimates before opening (EstimatePanel: from the server's terms with exact decimal maths,
 * labelled estimates, the profit cap among them) and a confirmation sheet. The server opens at its
 * own tick and has the final word.
 */
import { useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { toast } from '../../../lib/toast';
import { submitOpen, useRefreshLever } from '../api';
import { useLeverFormat } from '../format';
import { checkOpen, draftLots, estimate, priceScaleOf, referencePrice, type Estimate, type OpenDraft } from '../maths';
import { newRequestKey } from '../../../lib/request-key';
import { useFormError } from '../use-form-error';
import { AvailableMargin } from './AvailableMargin';
import { ConfirmSheet } from './ConfirmSheet';
import { EstimatePanel } from './EstimatePanel';
import { DirectionField } from './DirectionField';
import { LeverageField } from './LeverageField';
import { leverageParam, startLeverage } from '../super-leverage';
import { SizeField } from './SizeField';
import { DecimalField } from '../../../components/form/DecimalField';
import { CouponEffect, CouponPicker, useCouponChoice, useUsableCoupons } from '../../../components/coupon/CouponPicker';
import { plus } from '../../../components/coupon/coupon-maths';

export const ORDERS_PATH = '/pages/transaction/contract_order';

interface OpenFormProps {
  terms: LeverTerms;
  /** The margin coin's scale (USDT: 6), where the server rounds margin and fees. */
  quoteScale: number;
}

/** The live estimate while typing: nothing until the size and price can be read. */
export function draftEstimate(terms: LeverTerms, draft: OpenDraft, quoteScale: number): Estimate | undefined {
  const size = draftLots(terms, draft, quoteScale);
  const lots = size.ok ? size.lots : 0;
  const entry = referencePrice(terms, draft);
  if (!lots || entry === undefined || entry <= 0n || !terms.multiples.includes(draft.leverage)) return undefined;
  return estimate(terms, draft.side, { entryTicks: entry, lots, leverage: draft.leverage }, quoteScale);
}

export function OpenForm({ terms, quoteScale }: OpenFormProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const errors = useFormError();
  const refresh = useRefreshLever();
  // Visitors browse the form too; opening asks them to sign in first (as spot does).
  const signedIn = Boolean(useToken());
  const quote = terms.margin_currency;
  const priceScale = priceScaleOf(terms);
  const [draft, setDraft] = useState<OpenDraft>(() => ({
    side: 'long',
    kind: 'market',
    lots: '',
    unit: 'lots',
    leverage: startLeverage(terms, leverageParam()).leverage, // `?leverage=max`: super-leverage.ts
    limitPrice: '',
    takeProfit: '',
    stopLoss: '',
  }));
  // What the confirmation shows and sends: the estimate and the whole lots of the size.
  const [confirming, setConfirming] = useState<{ estimate: Estimate; lots: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // The same key while the draft is unchanged, so confirming again after a lost answer opens once.
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const set = <K extends keyof OpenDraft>(key: K, value: OpenDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRequestKey(newRequestKey());
    errors.clear();
  };
  const live = useMemo(() => draftEstimate(terms, draft, quoteScale), [terms, draft, quoteScale]);
  // A coupon (market orders only, issue 18) pays into the lever book before the margin and fee are taken.
  const coupons = useUsableCoupons('lever', signedIn);
  const choice = useCouponChoice(draft.kind === 'market' ? coupons.data : undefined, { fee: live?.fee, base: live?.margin }, quoteScale);

  const review = () => {
    if (!signedIn) return go(loginPathFor(getCurrentPath()));
    const check = checkOpen({ ...terms, available: plus(terms.available, choice.gives, quoteScale) ?? terms.available }, draft, quoteScale);
    if (!check.ok) return errors.fail(check.failure.code, check.failure.field, check.failure.params);
    const size = draftLots(terms, draft, quoteScale);
    if (size.ok) setConfirming({ estimate: check.estimate, lots: size.lots });
  };

  const send = async (lots: number) => {
    setBusy(true);
    try {
      const opened = await submitOpen(
        {
          currency_id: terms.currency_id,
          legal_id: terms.legal_id,
          share: lots,
          multiple: draft.leverage,
          type: draft.side === 'long' ? 1 : 2,
          status: draft.kind === 'market' ? 1 : 0,
          ...(draft.kind === 'limit' ? { target_price: draft.limitPrice.trim() } : {}),
          ...(draft.takeProfit.trim() ? { target_profit_price: draft.takeProfit.trim() } : {}),
          ...(draft.stopLoss.trim() ? { stop_loss_price: draft.stopLoss.trim() } : {}),
          ...(choice.coupon ? { coupon_id: choice.coupon.id } : {}),
        },
        requestKey,
      );
      setConfirming(null);
      setRequestKey(newRequestKey());
      setDraft((d) => ({ ...d, lots: '', takeProfit: '', stopLoss: '' }));
      toast(
        opened.status === 'doing' ? t('lever.confirm.placed', { price: f.price(opened.limit_price) }) : t('lever.confirm.done'),
        'success',
      );
      await Promise.all([refresh(), choice.coupon ? coupons.refetch() : undefined]);
      go(`${ORDERS_PATH}?tab=${opened.status === 'doing' ? 'doing' : 'positions'}`);
    } catch (error) {
      setConfirming(null);
      errors.fromServer(error, 'lots');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="lever-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <DirectionField side={draft.side} kind={draft.kind} onSide={(v) => set('side', v)} onKind={(v) => set('kind', v)} />

      {draft.kind === 'limit' ? (
        <DecimalField
          id="limitPrice"
          label={t('lever.form.limitPrice')}
          value={draft.limitPrice}
          onChange={(v) => set('limitPrice', v)}
          decimals={priceScale}
          unit={quote}
          placeholder={t('lever.form.pricePlaceholder', { quote })}
          error={errors.errorFor('limitPrice')}
        />
      ) : (
        <p className="lever-hint lever-market-note">{t('lever.form.marketPrice')}</p>
      )}

      <SizeField
        terms={terms}
        draft={draft}
        quoteScale={quoteScale}
        onChange={(text, unit) => {
          setDraft((d) => ({ ...d, lots: text, unit }));
          setRequestKey(newRequestKey());
          errors.clear();
        }}
        error={errors.errorFor('lots')}
      />

      <LeverageField terms={terms} value={draft.leverage} onChange={(m) => set('leverage', m)} error={errors.errorFor('leverage')} />

      <StopFields
        draft={draft}
        onChange={set}
        errorFor={errors.errorFor}
        priceScale={priceScale}
        placeholder={t('lever.form.pricePlaceholder', { quote })}
      />

      <AvailableMargin terms={terms} />

      <EstimatePanel terms={terms} estimate={live} />

      <CouponPicker choice={choice} />
      <CouponEffect choice={choice} />

      <Button type="submit" block size="large" className={`lever-submit lever-submit--${draft.side}`} data-testid="open-submit">
        {signedIn ? t(`lever.open.${draft.side}`) : t('app.tradeKinds.signIn')}
      </Button>

      <ConfirmSheet
        terms={terms}
        draft={draft}
        estimate={confirming?.estimate ?? null}
        lots={confirming?.lots ?? 0}
        busy={busy}
        onConfirm={() => confirming && void send(confirming.lots)}
        onClose={() => setConfirming(null)}
        extra={<CouponEffect choice={choice} />}
      />
    </form>
  );
}

interface StopFieldsProps {
  draft: OpenDraft;
  onChange(key: 'takeProfit' | 'stopLoss', value: string): void;
  errorFor(field: string): string | undefined;
  priceScale: number;
  placeholder: string;
}

/** Take-profit and stop-loss prices (optional). */
function StopFields({ draft, onChange, errorFor, priceScale, placeholder }: StopFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="lever-pair">
      <DecimalField
        id="takeProfit"
        label={t('lever.form.takeProfit')}
        value={draft.takeProfit}
        onChange={(v) => onChange('takeProfit', v)}
        decimals={priceScale}
        placeholder={placeholder}
        error={errorFor('takeProfit')}
      />
      <DecimalField
        id="stopLoss"
        label={t('lever.form.stopLoss')}
        value={draft.stopLoss}
        onChange={(v) => onChange('stopLoss', v)}
        decimals={priceScale}
        placeholder={placeholder}
        error={errorFor('stopLoss')}
      />
    </div>
  );
}
