/**
 * The options form (issue 7): direction, duration with its payout, the stake within the limits
 * (the spec's minimum and maximum messages, with the values), and what the order would pay on a
 * win, a tie and a loss, before the user confirms. The figures are a preview with the server's
 * own roundings; the accepted order carries the final ones.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { Coupon, MicroCurrency, MicroDuration, MicroMarket } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { DecimalField } from '../../../components/form/DecimalField';
import { CouponEffect, CouponPicker, useCouponChoice } from '../../../components/coupon/CouponPicker';
import { plus } from '../../../components/coupon/coupon-maths';
import { toast } from '../../../lib/toast';
import type { SubmitInput } from '../api';
import { useMicroFormat } from '../format';
import { checkStake, previewStake, type StakeCheck, withCoupon } from '../maths';
import { ConfirmSheet } from './ConfirmSheet';
import { Estimate } from './Estimate';

export type Side = 'rise' | 'fall';

export interface OptionsFormProps {
  market: MicroMarket;
  currency: MicroCurrency;
  durations: MicroDuration[];
  /** The coin's decimals. */
  scale: number;
  signedIn: boolean;
  /** Sends the order; resolves when accepted, throws (after the wrapper's toast) when refused. */
  onSubmit(input: SubmitInput): Promise<void>;
  /** The caller's usable seconds-options coupons (issue 18); none shown when left out. */
  coupons?: Coupon[] | undefined;
}

type Failure = Extract<StakeCheck, { ok: false }>['code'];

export function OptionsForm({ market, currency, durations, scale, signedIn, onSubmit, coupons }: OptionsFormProps) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const [side, setSide] = useState<Side>('rise');
  const [seconds, setSeconds] = useState(durations[0]?.seconds ?? 0);
  const [stake, setStake] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const terms = durations.find((d) => d.seconds === seconds) ?? durations[0]!;
  const unit = currency.currency;
  const preview = previewStake(stake, terms, scale);
  // A coupon pays into the micro book before the order takes its stake and fee: the balance check counts it.
  const choice = useCouponChoice(signedIn ? coupons : undefined, { fee: preview?.fee, base: preview?.stake }, scale);
  const available = currency.balance?.available;
  const spendable = plus(available, choice.gives, scale);
  const shown = withCoupon(preview, choice.coupon?.kind, choice.gives, scale);

  const message = (code: Failure): string => {
    switch (code) {
      case 'NUMBER_REQUIRED':
        return t('microtrade.form.stakeRequired');
      case 'MIN_STAKE':
        return t('microtrade.form.minStake', { amount: `${f.plain(terms.min_stake)} ${unit}` });
      case 'MAX_STAKE':
        return t('microtrade.form.maxStake', { amount: `${f.plain(terms.max_stake)} ${unit}` });
      case 'AMOUNT_TOO_PRECISE':
        return t('errors.AMOUNT_TOO_PRECISE', { scale });
      default:
        return t(`errors.${code}`);
    }
  };

  const check = (text: string, d: MicroDuration) => checkStake(text, d, scale, signedIn ? spendable : undefined);

  const changeStake = (next: string) => {
    setStake(next);
    // Once a message shows, it follows the typing (and goes away when the stake is right).
    if (error !== undefined) {
      const c = check(next, terms);
      setError(c.ok ? undefined : message(c.code));
    }
  };

  const pickDuration = (d: MicroDuration) => {
    setSeconds(d.seconds);
    if (error !== undefined) {
      const c = check(stake, d);
      setError(c.ok ? undefined : message(c.code));
    }
  };

  const buy = () => {
    if (!signedIn) {
      toast(t('errors.SESSION_REQUIRED'));
      go(loginPathFor(getCurrentPath()));
      return;
    }
    const c = check(stake, terms);
    if (!c.ok) {
      const text = message(c.code);
      setError(text);
      toast(text);
      return;
    }
    setError(undefined);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      await onSubmit({
        match_id: market.match_id,
        currency_id: currency.currency_id,
        type: side === 'rise' ? 1 : 2,
        seconds: terms.seconds,
        number: stake.trim(),
        ...(choice.coupon ? { coupon_id: choice.coupon.id } : {}),
      });
      choice.onChange(undefined);
      setConfirming(false);
    } catch (err) {
      // The wrapper has shown the server's message as a toast; it also stays under the stake.
      const e = err as { kind?: string; message?: string };
      if (e?.kind === 'api' && e.message) setError(e.message);
      setConfirming(false);
    }
  };

  return (
    <form
      className="micro-form"
      noValidate
      data-testid="options-form"
      onSubmit={(event) => {
        event.preventDefault();
        buy();
      }}
    >
      <SideField side={side} onChange={setSide} />

      <div className="field">
        <span className="field-label">{t('microtrade.form.duration')}</span>
        <div className="micro-durations" role="radiogroup" aria-label={t('microtrade.form.duration')}>
          {durations.map((d) => (
            <button
              key={d.seconds}
              type="button"
              role="radio"
              aria-checked={d.seconds === terms.seconds}
              className={`micro-duration${d.seconds === terms.seconds ? ' micro-duration--active' : ''}`}
              onClick={() => pickDuration(d)}
              data-testid={`duration-${d.seconds}`}
            >
              <strong>{t('microtrade.seconds', { count: d.seconds })}</strong>
              <span>{t('microtrade.form.payout', { percent: f.plain(d.payout_percent) })}</span>
            </button>
          ))}
        </div>
      </div>

      <DecimalField
        id="number"
        label={t('microtrade.form.stake')}
        value={stake}
        onChange={changeStake}
        decimals={scale}
        unit={unit}
        placeholder={t('microtrade.form.stakePlaceholder', { min: f.plain(terms.min_stake) })}
        error={error}
        hintClassName="micro-limits"
        hint={
          <>
            <span data-testid="stake-limits">
              {t('microtrade.form.limits', { min: f.plain(terms.min_stake), max: f.plain(terms.max_stake), currency: unit })}
            </span>
            {signedIn && available !== undefined ? (
              <span data-testid="stake-available">
                {t('microtrade.form.available', { amount: `${f.money(available)} ${unit}` })}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => go(`/pages/fund/fundTransfer?currency=${unit}`)}
                  data-testid="transfer-link"
                >
                  {t('microtrade.form.transfer')}
                </button>
              </span>
            ) : null}
          </>
        }
      />

      <Estimate preview={shown} terms={terms} unit={unit} />

      <CouponPicker choice={choice} />
      <CouponEffect choice={choice} />

      <Button type="submit" block size="large" className={`micro-buy micro-buy--${side}`} data-testid="options-buy">
        {signedIn
          ? t(`microtrade.form.buy.${side}`, { duration: t('microtrade.seconds', { count: terms.seconds }) })
          : t('microtrade.form.signIn')}
      </Button>

      <ConfirmSheet
        visible={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        market={market}
        side={side}
        terms={terms}
        preview={shown}
        unit={unit}
        extra={<CouponEffect choice={choice} />}
      />
    </form>
  );
}

/** Rise or fall. */
function SideField({ side, onChange }: { side: Side; onChange(side: Side): void }) {
  const { t } = useTranslation();
  return (
    <div className="micro-sides" role="radiogroup" aria-label={t('microtrade.form.direction')}>
      {(['rise', 'fall'] as const).map((s) => (
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={side === s}
          className={`micro-side micro-side--${s}${side === s ? ' micro-side--active' : ''}`}
          onClick={() => onChange(s)}
          data-testid={`side-${s}`}
        >
          <span className="micro-side-arrow" aria-hidden="true">
            {s === 'rise' ? '↑' : '↓'}
          </span>
          {t(`microtrade.side.${s}`)}
        </button>
      ))}
    </div>
  );
}
