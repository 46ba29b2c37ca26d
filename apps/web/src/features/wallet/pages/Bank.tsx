/**
 * The user's bank card for withdrawals (setting/bank) and its international variant
 * (setting/bank_international), with SPEC section 3's field names and labels. Every field is
 * required ('please add a bank card').
 */
import '../wallet.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Segmented from 'antd-mobile/es/components/segmented';
import { useTranslation } from '../../../app/i18n';
import { cashSaveInput, cashSaveInternationalInput } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { Page } from '../../../components/Page';
import { DelayedLoading, ErrorState } from '../../../components/states';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { saveBankCard, useBankCard, useRefreshWallet, type BankCard, type BankKind } from '../api';
import { useFieldErrors } from '../use-field-errors';

/** The fields in the order a bank asks for them; `label` is the key under wallet.bank.fields. */
const FIELDS: Record<BankKind, readonly { name: string; label: string; inputMode?: 'tel' | 'numeric' }[]> = {
  bank: [
    { name: 'real_name', label: 'real_name' },
    { name: 'bank_account', label: 'bank_account', inputMode: 'numeric' },
    { name: 'bank_name', label: 'bank_name' },
    { name: 'bank_dizhi', label: 'bank_dizhi' },
    { name: 'bank_network', label: 'bank_network' },
    { name: 'phone', label: 'phone', inputMode: 'tel' },
  ],
  bank_international: [
    { name: 'real_name', label: 'real_name' },
    { name: 'bank_account', label: 'bank_account' },
    { name: 'bank_name', label: 'bank_name' },
    { name: 'bank_dizhi', label: 'bank_dizhi_international' },
    { name: 'swift_code', label: 'swift_code' },
    { name: 'alipay_account', label: 'alipay_account' },
    { name: 'wechat_account', label: 'wechat_account' },
    { name: 'phone', label: 'phone', inputMode: 'tel' },
  ],
};

export function BankPage({ kind }: { kind: BankKind }) {
  const { t } = useTranslation();
  const card = useBankCard(kind);
  return (
    <Page
      title={t(kind === 'bank' ? 'wallet.bank.title' : 'wallet.bank.titleInternational')}
      name={kind === 'bank' ? 'bank' : 'bank-international'}
    >
      <Segmented
        block
        className="segmented-tabs"
        value={kind}
        onChange={(v) => go(`/pages/setting/${String(v)}`, { replace: true })}
        options={[
          { label: t('wallet.bank.tabLocal'), value: 'bank' },
          { label: t('wallet.bank.tabInternational'), value: 'bank_international' },
        ]}
        data-testid="bank-tabs"
      />
      {card.isPending ? (
        <DelayedLoading delayMs={200} />
      ) : card.isError ? (
        <ErrorState onRetry={() => void card.refetch()} />
      ) : (
        <BankForm key={kind} kind={kind} saved={card.data} />
      )}
    </Page>
  );
}

function BankForm({ kind, saved }: { kind: BankKind; saved: BankCard | null }) {
  const { t } = useTranslation();
  const errors = useFieldErrors();
  const refresh = useRefreshWallet();
  const fields = FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>(() => {
    const prior: Record<string, string> = Object.fromEntries(Object.entries(saved ?? {}));
    return Object.fromEntries(fields.map((f) => [f.name, prior[f.name] ?? '']));
  });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let card: Parameters<typeof saveBankCard>[0];
    if (kind === 'bank') {
      const check = checkForm(cashSaveInput, values);
      if (!errors.accept(check)) return;
      card = { kind, fields: check.data };
    } else {
      const check = checkForm(cashSaveInternationalInput, values);
      if (!errors.accept(check)) return;
      card = { kind, fields: check.data };
    }
    setBusy(true);
    try {
      await saveBankCard(card);
      toast(t('wallet.bank.saved'), 'success');
      await refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={`card callout${saved ? '' : ' callout--warning'}`} data-testid="bank-state">
        {saved
          ? t('wallet.bank.savedState', { bank: saved.bank_name ?? '', account: maskTail(saved.bank_account ?? '') })
          : t('errors.BANK_CARD_REQUIRED')}
      </p>
      <form
        className="form card section"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.map((f) => (
          <Field
            key={f.name}
            id={f.name}
            label={t(`wallet.bank.fields.${f.label}`)}
            value={values[f.name] ?? ''}
            onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))}
            inputMode={f.inputMode}
            maxLength={100}
            error={errors.errorFor(f.name)}
          />
        ))}
        <p className="hint">{t('wallet.bank.hint')}</p>
        <Button type="submit" block color="primary" size="large" loading={busy} data-testid="bank-save">
          {t('app.actions.save')}
        </Button>
      </form>
    </>
  );
}

function maskTail(account: string): string {
  return account.length > 4 ? `**** ${account.slice(-4)}` : account;
}

export default function Bank() {
  return <BankPage kind="bank" />;
}
