/**
 * Creating a lock-up product: currency, term, daily rate and early-redemption penalty (percent),
 * minimum, optional per-user limit and capacity, dividend time (UTC). Checked here with the
 * server's codes before it is sent; the server checks the same and its refusal shows under the
 * field it concerns. Its terms never change once created (pause it and create another).
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { toast } from '../../../lib/toast';
import { useNetworks, useRefreshConsole } from '../api';
import { createLockProduct } from '../lock-mining-api';

const EMPTY = { day: '', interest_rate: '', penalty_rate: '0.4', save_min: '', save_max: '', capacity: '', dividend_time: '00:00' };
type Values = typeof EMPTY;
type Key = keyof Values;

/** Which field a server refusal concerns. */
const FIELD_OF: Record<string, Key> = {
  LOCK_TERM_INVALID: 'day',
  LOCK_PRODUCT_DUPLICATE: 'day',
  LOCK_RATE_INVALID: 'interest_rate',
  LOCK_LIMITS_INVALID: 'save_min',
  LOCK_DIVIDEND_TIME_INVALID: 'dividend_time',
};

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
const AMOUNT = /^\d+(\.\d+)?$/;

/** The first field that cannot be sent, with its code (the contract's rules). */
export function checkProduct(v: Values): { code: string; field: Key } | undefined {
  const day = Number(v.day);
  if (!/^\d+$/.test(v.day) || day < 1 || day > 3650) return { code: 'LOCK_TERM_INVALID', field: 'day' };
  if (!PERCENT.test(v.interest_rate) || Number(v.interest_rate) <= 0 || Number(v.interest_rate) > 10)
    return { code: 'LOCK_RATE_INVALID', field: 'interest_rate' };
  if (!PERCENT.test(v.penalty_rate) || Number(v.penalty_rate) > 10) return { code: 'LOCK_RATE_INVALID', field: 'penalty_rate' };
  for (const key of ['save_min', 'save_max', 'capacity'] as const) {
    const text = v[key];
    if ((key === 'save_min' || text !== '') && (!AMOUNT.test(text) || /^0*(\.0*)?$/.test(text)))
      return { code: 'LOCK_LIMITS_INVALID', field: key };
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.dividend_time)) return { code: 'LOCK_DIVIDEND_TIME_INVALID', field: 'dividend_time' };
  return undefined;
}

export function LockProductForm() {
  const { t } = useTranslation();
  const coins = useNetworks();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [currencyId, setCurrencyId] = useState(3);
  const [values, setValues] = useState<Values>(EMPTY);
  const set = (key: Key) => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value.trim() }));
  };
  const submit = async () => {
    const problem = checkProduct(values);
    if (problem) return errors.fail(problem.code, problem.field);
    setBusy(true);
    try {
      const { save_max, capacity, day, ...rest } = values;
      await createLockProduct({
        ...rest,
        currency_id: currencyId,
        day: Number(day),
        ...(save_max ? { save_max } : {}),
        ...(capacity ? { capacity } : {}),
      });
      void toast(t('lockMining.console.created'), 'success');
      setValues(EMPTY);
      void refresh();
    } catch (error) {
      errors.fromServer(error, FIELD_OF[(error as { code?: string }).code ?? ''] ?? 'day');
    } finally {
      setBusy(false);
    }
  };
  const field = (key: Key, label: string) => (
    <Field id={`lock-${key}`} label={label} value={values[key]} onChange={set(key)} error={errors.errorFor(key)} />
  );
  return (
    <form
      className="card console-panel form"
      data-testid="lock-product-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('lockMining.console.createTitle')}</h2>
      <p className="hint">{t('lockMining.console.createHint')}</p>
      <label className="field">
        <span className="field-label">{t('operator.fields.currency')}</span>
        <select
          className="console-select"
          value={currencyId}
          onChange={(e) => setCurrencyId(Number(e.target.value))}
          data-testid="lock-currency"
        >
          {(coins.data ?? [{ currency_id: 3, currency: 'USDT' }]).map((c) => (
            <option key={c.currency_id} value={c.currency_id}>
              {c.currency}
            </option>
          ))}
        </select>
      </label>
      {field('day', t('lockMining.console.day'))}
      {field('interest_rate', t('lockMining.console.interestRate'))}
      {field('penalty_rate', t('lockMining.console.penaltyRate'))}
      {field('save_min', t('lockMining.console.saveMin'))}
      {field('save_max', t('lockMining.console.saveMax'))}
      {field('capacity', t('lockMining.console.capacity'))}
      {field('dividend_time', t('lockMining.console.dividendTime'))}
      <Button color="primary" type="submit" loading={busy} data-testid="lock-product-submit">
        {t('lockMining.console.create')}
      </Button>
    </form>
  );
}
