/**
 * Listing a dual investment product: coin, call or put, annualised rate, linked price, unit price
 * per share, the start (subscription closes), the holding days (settlement is that many whole days
 * later), total shares and the per-user limit. The terms cannot be changed once listed.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { DAY_MS, DUAL_TYPES, type DualTypeName } from '@bourse/contract';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { toast } from '../../../lib/toast';
import { useNetworks, useRefreshConsole } from '../api';
import { Chips } from './Chips';
import { createDualProduct } from '../dual-api';

/** Which field a server refusal is about. */
const FIELD_OF: Record<string, string> = {
  DUAL_RATE_INVALID: 'apr_percent',
  DUAL_PRICE_INVALID: 'linked_price',
  DUAL_UNIT_PRICE_INVALID: 'unit_price',
  DUAL_TERM_INVALID: 'start',
  DUAL_SHARES_INVALID: 'total_shares',
};

type TextKey = 'apr_percent' | 'linked_price' | 'unit_price' | 'start' | 'days' | 'total_shares' | 'user_limit';

/** A local date-time from the picker ('2026-12-01T08:00') as unix milliseconds; NaN when empty. */
const instant = (local: string) => new Date(local).getTime();

export function DualForm() {
  const { t } = useTranslation();
  const coins = useNetworks();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [currencyId, setCurrencyId] = useState(1);
  const [type, setType] = useState<DualTypeName>('call');
  const [v, setV] = useState<Record<TextKey, string>>({
    apr_percent: '',
    linked_price: '',
    unit_price: '',
    start: '',
    days: '7',
    total_shares: '',
    user_limit: '',
  });
  const set = (key: TextKey) => (value: string) => {
    errors.clear();
    setV((x) => ({ ...x, [key]: value }));
  };
  const submit = async () => {
    const start = instant(v.start);
    setBusy(true);
    try {
      await createDualProduct({
        currency_id: currencyId,
        type,
        apr_percent: v.apr_percent,
        linked_price: v.linked_price,
        unit_price: v.unit_price,
        start_time: Number.isFinite(start) ? start : 0,
        settle_time: Number.isFinite(start) ? start + Number(v.days) * DAY_MS : 0,
        total_shares: v.total_shares,
        user_limit: v.user_limit,
      });
      void toast(t('operator.dual.created'), 'success');
      void refresh();
    } catch (error) {
      errors.fromServer(error, FIELD_OF[(error as { code?: string }).code ?? ''] ?? 'apr_percent');
    } finally {
      setBusy(false);
    }
  };
  const coinOptions = (coins.data ?? []).filter((c) => c.currency !== 'USDT').map((c) => ({ value: c.currency_id, label: c.currency }));
  return (
    <form
      className="card console-panel form"
      data-testid="dual-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.dual.createTitle')}</h2>
      <p className="hint">{t('operator.dual.createHint')}</p>
      {coinOptions.length > 0 ? (
        <Chips<number> label={t('operator.fields.currency')} options={coinOptions} value={currencyId} onChange={setCurrencyId} />
      ) : null}
      <Chips<DualTypeName>
        label={t('operator.dual.type')}
        options={DUAL_TYPES.map((x) => ({ value: x, label: t(`operator.dual.types.${x}`) }))}
        value={type}
        onChange={setType}
      />
      <TermsFields
        values={v}
        set={set}
        errorFor={errors.errorFor}
        payCurrency={type === 'call' ? (coinOptions.find((c) => c.value === currencyId)?.label ?? '') : 'USDT'}
      />
      <Button color="primary" type="submit" loading={busy} data-testid="dual-submit">
        {t('operator.dual.create')}
      </Button>
    </form>
  );
}

interface TermsFieldsProps {
  values: Record<TextKey, string>;
  set(key: TextKey): (value: string) => void;
  errorFor(field: string): string | undefined;
  payCurrency: string;
}

/** The product's terms as typed: rate, prices, the start and term, and the shares. */
function TermsFields({ values, set, errorFor, payCurrency }: TermsFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id="apr_percent"
        label={t('operator.dual.apr')}
        value={values.apr_percent}
        onChange={set('apr_percent')}
        error={errorFor('apr_percent')}
      />
      <Field
        id="linked_price"
        label={t('operator.dual.linkedPrice')}
        value={values.linked_price}
        onChange={set('linked_price')}
        error={errorFor('linked_price')}
      />
      <Field
        id="unit_price"
        label={t('operator.dual.unitPrice', {
          currency: payCurrency,
        })}
        value={values.unit_price}
        onChange={set('unit_price')}
        error={errorFor('unit_price')}
      />
      <div className="field">
        <label className="field-label" htmlFor="dual-start">
          {t('operator.dual.start')}
        </label>
        <input
          id="dual-start"
          className="console-input"
          type="datetime-local"
          value={values.start}
          onChange={(e) => set('start')(e.target.value)}
        />
        {errorFor('start') ? <p className="field-error">{errorFor('start')}</p> : null}
      </div>
      <Field id="days" label={t('operator.dual.days')} value={values.days} onChange={set('days')} inputMode="numeric" />
      <Field
        id="total_shares"
        label={t('operator.dual.totalShares')}
        value={values.total_shares}
        onChange={set('total_shares')}
        inputMode="numeric"
        error={errorFor('total_shares')}
      />
      <Field
        id="user_limit"
        label={t('operator.dual.userLimit')}
        value={values.user_limit}
        onChange={set('user_limit')}
        inputMode="numeric"
      />
    </>
  );
}
