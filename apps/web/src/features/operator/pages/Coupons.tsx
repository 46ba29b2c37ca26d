/**
 * Coupon campaigns in the console (issue 18): every campaign with its budget, what it holds for
 * claimed coupons and what it gave, a pause or resume, and a form to create one. Every call is
 * audited by the server; a campaign's terms never change once created, and nothing here touches a
 * coupon a user holds. Coupons are paid from the treasury's coupons book (fund it under Reserves).
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { CouponCampaignAdmin } from '@bourse/contract';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { createCampaign, setCampaignStatus, useCouponCampaigns } from '../coupons-api';
import { useConsoleFormat } from '../format';

const KINDS = ['fee_discount', 'stake_voucher', 'margin_voucher'] as const;
const PRODUCTS = ['microtrade', 'lever', 'spot'] as const;
const AUDIENCES = ['public', 'game'] as const;
type Kind = (typeof KINDS)[number];
type Product = (typeof PRODUCTS)[number];
type Audience = (typeof AUDIENCES)[number];
const EMPTY = { percent: '20', value: '', budget: '', valid_days: '7', claim_days: '30' };
type Key = keyof typeof EMPTY;
const FIELD_OF: Record<string, Key> = {
  COUPON_PERCENT_INVALID: 'percent',
  COUPON_VALUE_INVALID: 'value',
  COUPON_VALID_DAYS_INVALID: 'valid_days',
};

export default function Coupons() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="coupons" title={t('operator.nav.coupons')}>
      <p className="hint">{t('coupons.console.intro')}</p>
      <Campaigns />
      <CampaignForm />
    </ConsoleFrame>
  );
}

function Campaigns() {
  const { t } = useTranslation();
  const campaigns = useCouponCampaigns();
  const cols = ['kind', 'value', 'budget', 'held', 'spent', 'remaining', 'issued', 'availability'] as const;
  return (
    <section className="console-section" data-testid="coupon-campaigns">
      <h2 className="section-title">{t('coupons.console.listTitle')}</h2>
      <QueryView query={campaigns} empty={<p className="muted">{t('coupons.console.none')}</p>}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  {cols.map((k) => (
                    <th key={k}>{t(`coupons.console.${k}`)}</th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <CampaignRow key={c.id} c={c} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}

function CampaignRow({ c }: { c: CouponCampaignAdmin }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const refresh = useRefreshConsole();
  const toggle = async () => {
    const next = c.status === 'active' ? 'paused' : 'active';
    await setCampaignStatus(c.id, next);
    void toast(t(next === 'paused' ? 'coupons.console.paused' : 'coupons.console.resumed'), 'success');
    void refresh();
  };
  return (
    <tr data-testid={`coupon-campaign-${c.id}`}>
      <td>
        {t(`coupons.console.kinds.${c.kind}`)}
        {c.percent !== null ? ` ${c.percent}%` : ''} · {t(`coupons.product.${c.product}`)} · {t(`coupons.console.audiences.${c.audience}`)}
      </td>
      <td className="num">{f.amount(c.value)}</td>
      <td className="num">{f.amount(c.budget)}</td>
      <td className="num">{f.amount(c.held)}</td>
      <td className="num">{f.amount(c.spent)}</td>
      <td className="num">{f.amount(c.remaining)}</td>
      <td className="num">{f.count(c.issued)}</td>
      <td>{t(`coupons.availability.${c.availability}`)}</td>
      <td>
        <Button size="mini" onClick={() => void toggle().catch(() => undefined)} data-testid={`coupon-toggle-${c.id}`}>
          {t(c.status === 'active' ? 'coupons.console.pause' : 'coupons.console.resume')}
        </Button>
      </td>
    </tr>
  );
}

/** The form's state and its creation call: refusals show under the field they concern. */
function useCampaignDraft() {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<Kind>('fee_discount');
  const [product, setProduct] = useState<Product>('microtrade');
  const [audience, setAudience] = useState<Audience>('public');
  const [values, setValues] = useState(EMPTY);
  const set = (key: Key) => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value.trim() }));
  };
  const discount = kind === 'fee_discount';
  const submit = async () => {
    setBusy(true);
    try {
      const { percent, valid_days, claim_days, ...money } = values;
      await createCampaign({
        ...money,
        kind,
        currency_id: 3,
        audience,
        valid_days: Number(valid_days),
        claim_days: Number(claim_days),
        ...(discount ? { product, percent: Number(percent) } : {}),
      });
      void toast(t('coupons.console.created'), 'success');
      setValues(EMPTY);
      void refresh();
    } catch (error) {
      errors.fromServer(error, FIELD_OF[(error as { code?: string }).code ?? ''] ?? 'value');
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, kind, setKind, product, setProduct, audience, setAudience, values, set, discount, submit };
}

function CampaignForm() {
  const { t } = useTranslation();
  const { errors, busy, kind, setKind, product, setProduct, audience, setAudience, values, set, discount, submit } = useCampaignDraft();
  const field = (key: Key, label: string) => (
    <Field id={`coupon-${key}`} label={label} value={values[key]} onChange={set(key)} error={errors.errorFor(key)} />
  );
  return (
    <form
      className="card console-panel form"
      data-testid="coupon-campaign-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('coupons.console.createTitle')}</h2>
      <p className="hint">{t('coupons.console.createHint')}</p>
      <Select<Kind>
        label={t('coupons.console.kind')}
        value={kind}
        options={KINDS}
        onChange={setKind}
        name={(k) => t(`coupons.console.kinds.${k}`)}
      />
      {discount ? (
        <Select<Product>
          label={t('coupons.console.product')}
          value={product}
          options={PRODUCTS}
          onChange={setProduct}
          name={(p) => t(`coupons.product.${p}`)}
        />
      ) : null}
      {discount ? field('percent', t('coupons.console.percent')) : null}
      {field('value', t(discount ? 'coupons.console.cap' : 'coupons.console.credit'))}
      {field('budget', t('coupons.console.budget'))}
      {field('valid_days', t('coupons.console.validDays'))}
      {field('claim_days', t('coupons.console.claimDays'))}
      <Select<Audience>
        label={t('coupons.console.audience')}
        value={audience}
        options={AUDIENCES}
        onChange={setAudience}
        name={(a) => t(`coupons.console.audiences.${a}`)}
      />
      <Button color="primary" type="submit" loading={busy} data-testid="coupon-campaign-submit">
        {t('coupons.console.create')}
      </Button>
    </form>
  );
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
  name(value: T): string;
}

function Select<T extends string>({ label, value, options, onChange, name }: SelectProps<T>) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="console-select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
