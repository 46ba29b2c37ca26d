/**
 * The platform's own money (issue 12, item 1): its accounts with the demo money issued into each
 * (labelled, never passed off as real), funding deposits of real assets (one operator proposes with
 * the transfer's reference, a second approves; only then is it posted), and publishing a
 * proof-of-reserves snapshot on demand.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { FUNDABLE_ACCOUNTS, TREASURY_BOOKS, type FundableAccount, type OperatorAction, type TreasuryBook } from '@bourse/contract';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useMe, useNetworks, useRefreshConsole } from '../api';
import { Chips } from '../components/Chips';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useConsoleFormat } from '../format';
import { approveAction, proposeFunding, publishSnapshot, rejectAction, usePendingFundings, useSystemAccounts } from '../reserves-api';

const isZero = (v: string) => /^0(\.0*)?$/.test(v);

export default function Reserves() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="reserves" title={t('operator.nav.reserves')}>
      <p className="hint">{t('operator.reserves.intro')}</p>
      <div className="console-split console-split--even">
        <FundingForm />
        <div>
          <PendingFundings />
          <Publish />
        </div>
      </div>
      <SystemAccounts />
    </ConsoleFrame>
  );
}

function SystemAccounts() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const accounts = useSystemAccounts();
  return (
    <section className="console-section" data-testid="system-accounts">
      <h2 className="section-title">{t('operator.reserves.accountsTitle')}</h2>
      <QueryView query={accounts}>
        {(rows) => (
          <>
            {rows.some((r) => !isZero(r.demo_issued)) ? (
              <p className="card console-panel" role="note" data-testid="system-accounts-demo">
                {t('operator.reserves.demoBanner')}
              </p>
            ) : null}
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th>{t('operator.reserves.account')}</th>
                    <th>{t('operator.fields.currency')}</th>
                    <th className="num">{t('operator.reserves.available')}</th>
                    <th className="num">{t('operator.reserves.frozen')}</th>
                    <th className="num">{t('operator.reserves.demoIssued')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.account}:${r.currency}`} data-testid={`system-${r.account}-${r.currency}`}>
                      <td className="mono">{r.account}</td>
                      <td>{r.currency}</td>
                      <td className="num">{f.amount(r.available)}</td>
                      <td className="num">{f.amount(r.frozen)}</td>
                      <td className="num">
                        {isZero(r.demo_issued) ? '0' : `${f.amount(r.demo_issued)} · ${t('operator.reserves.demoTag')}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}

interface Target {
  account: FundableAccount;
  book: TreasuryBook;
}

/** Which account receives the funding, and for the treasury, which product's book. */
function FundTarget({ account, book, onChange }: Target & { onChange: (target: Partial<Target>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Chips
        label={t('operator.reserves.fundAccount')}
        options={FUNDABLE_ACCOUNTS.map((a) => ({ value: a, label: t(`operator.reserves.accounts.${a}`) }))}
        value={account}
        onChange={(value) => onChange({ account: value })}
      />
      {account === 'treasury' && (
        <Chips
          label={t('operator.reserves.fundBook')}
          options={TREASURY_BOOKS.map((b) => ({ value: b, label: t(`operator.reserves.books.${b}`) }))}
          value={book}
          onChange={(value) => onChange({ book: value })}
        />
      )}
    </>
  );
}

function FundingForm() {
  const { t } = useTranslation();
  const coins = useNetworks();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({
    account: 'house' as FundableAccount,
    book: 'main' as TreasuryBook,
    currency_id: 3,
    amount: '',
    reference: '',
  });
  const set = (key: 'amount' | 'reference') => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };
  const submit = async () => {
    setBusy(true);
    try {
      // Only the treasury has per-product books; the other accounts are one pot.
      const { book, ...rest } = values;
      await proposeFunding(values.account === 'treasury' ? { ...rest, book } : rest);
      void toast(t('operator.reserves.proposed'), 'success');
      setValues((v) => ({ ...v, amount: '', reference: '' }));
      void refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="card console-panel form"
      data-testid="funding-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.reserves.fundTitle')}</h2>
      <p className="hint">{t('operator.reserves.fundHint')}</p>
      <FundTarget account={values.account} book={values.book} onChange={(target) => setValues((v) => ({ ...v, ...target }))} />
      <QueryView query={coins}>
        {(list) => (
          <Chips
            label={t('operator.fields.currency')}
            options={list.map((c) => ({ value: c.currency_id, label: c.currency }))}
            value={values.currency_id}
            onChange={(currency_id) => setValues((v) => ({ ...v, currency_id }))}
          />
        )}
      </QueryView>
      <Field
        id="amount"
        label={t('operator.reserves.amount')}
        value={values.amount}
        onChange={set('amount')}
        error={errors.errorFor('amount')}
      />
      <Field
        id="reference"
        label={t('operator.reserves.reference')}
        value={values.reference}
        onChange={set('reference')}
        placeholder={t('operator.reserves.referencePlaceholder')}
        maxLength={200}
        error={errors.errorFor('reference')}
      />
      <Button color="primary" type="submit" loading={busy} data-testid="funding-submit">
        {t('operator.reserves.submit')}
      </Button>
    </form>
  );
}

function PendingFundings() {
  const { t } = useTranslation();
  const pending = usePendingFundings();
  return (
    <section className="card console-panel" data-testid="funding-pending">
      <h2 className="section-title">{t('operator.reserves.pendingTitle')}</h2>
      <QueryView query={pending} empty={<p className="muted">{t('operator.reserves.noPending')}</p>}>
        {(items) => (
          <ul className="console-list">
            {items.map((a) => (
              <PendingFunding key={a.id} action={a} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function PendingFunding({ action: a }: { action: OperatorAction }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const me = useMe();
  const refresh = useRefreshConsole();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      void toast(done, 'success');
      void refresh();
    } catch {
      // The request wrapper has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const p = a.payload;
  return (
    <li data-testid={`funding-${a.id}`}>
      <p>
        <strong>
          {f.amount(String(p.amount))} {String(p.currency)}
        </strong>{' '}
        → {t(`operator.reserves.accounts.${String(p.account)}`)}
      </p>
      <p className="muted">
        {t('operator.reserves.reference')}: <span className="mono">{String(p.reference)}</span> · {a.proposer} · {f.time(a.proposed_at)}
      </p>
      {me.data?.id === a.proposed_by ? <p className="hint">{t('operator.reserves.own')}</p> : null}
      <Field id={`funding-reason-${a.id}`} label={t('operator.decision.reason')} value={reason} onChange={setReason} maxLength={300} />
      <div className="console-item-actions">
        <Button
          color="danger"
          fill="outline"
          size="small"
          disabled={busy || reason.trim() === ''}
          onClick={() => void run(() => rejectAction(a.id, reason.trim()), t('operator.reserves.rejected'))}
        >
          {t('operator.decision.reject')}
        </Button>
        <Button
          color="primary"
          size="small"
          disabled={busy || a.refusal !== null}
          onClick={() => void run(() => approveAction(a.id), t('operator.reserves.approved'))}
        >
          {t('operator.decision.approve')}
        </Button>
      </div>
    </li>
  );
}

function Publish() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    try {
      const s = await publishSnapshot();
      void toast(t('operator.reserves.published', { root: `${s.root.slice(0, 16)}…` }), 'success');
    } catch {
      // The request wrapper has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card console-panel console-section">
      <h2 className="section-title">{t('operator.reserves.publishTitle')}</h2>
      <p className="hint">{t('operator.reserves.publishHint')}</p>
      <Button fill="outline" loading={busy} onClick={() => void publish()} data-testid="reserves-publish">
        {t('operator.reserves.publish')}
      </Button>
    </section>
  );
}
