/**
 * Ledger corrections (DESIGN.md section 1, rule 3): one operator proposes a signed amount for one
 * user's book with a reason; a second operator approves (only then is it posted) or rejects it.
 * The proposer cannot decide their own proposal; the server refuses it too.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Segmented from 'antd-mobile/es/components/segmented';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import {
  decideAdjustment,
  proposeAdjustment,
  useAdjustments,
  useMe,
  useNetworks,
  useRefreshConsole,
  type Adjustment,
  type Decision,
  type QueueStatus,
} from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { StatusBadge } from '../components/StatusBadge';
import { useConsoleFormat } from '../format';
import { ADJUSTABLE_BOOKS, checkAdjustment, REASON_MAX } from '../forms';

export default function Adjustments() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="adjustments" title={t('operator.nav.adjustments')}>
      <p className="hint">{t('operator.adjust.intro')}</p>
      <div className="console-split console-split--even">
        <ProposeForm />
        <AdjustmentList />
      </div>
    </ConsoleFrame>
  );
}

function ProposeForm() {
  const { t } = useTranslation();
  const coins = useNetworks();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ user_id: '', currency_id: null as number | null, book: 'exchange', amount: '', reason: '' });
  // Editing a field clears the last check's message: it spoke of the old value.
  const set = (key: 'user_id' | 'amount' | 'reason') => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async () => {
    const check = checkAdjustment(values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      await proposeAdjustment(check.data);
      void toast(t('operator.adjust.proposed'), 'success');
      setValues((v) => ({ ...v, amount: '', reason: '' }));
      void refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  const reasonError = errors.errorFor('reason');
  return (
    <form
      className="card console-panel form"
      data-testid="adjust-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.adjust.proposeTitle')}</h2>
      <Field
        id="user_id"
        label={t('operator.adjust.userId')}
        value={values.user_id}
        onChange={set('user_id')}
        inputMode="numeric"
        error={errors.errorFor('user_id')}
      />
      <div className={`field${errors.errorFor('currency_id') ? ' field--error' : ''}`}>
        <span className="field-label">{t('operator.fields.currency')}</span>
        <QueryView query={coins}>
          {(list) => (
            <div className="console-chips" role="radiogroup" aria-label={t('operator.fields.currency')}>
              {list.map((c) => (
                <button
                  key={c.currency_id}
                  type="button"
                  role="radio"
                  aria-checked={values.currency_id === c.currency_id}
                  className={`console-chip${values.currency_id === c.currency_id ? ' console-chip--on' : ''}`}
                  onClick={() => setValues((v) => ({ ...v, currency_id: c.currency_id }))}
                  data-testid={`adjust-coin-${c.currency}`}
                >
                  {c.currency}
                </button>
              ))}
            </div>
          )}
        </QueryView>
        {errors.errorFor('currency_id') ? (
          <span className="field-error" role="alert" data-testid="currency_id-error">
            {errors.errorFor('currency_id')}
          </span>
        ) : null}
      </div>
      <div className="field">
        <span className="field-label">{t('operator.fields.book')}</span>
        <div className="console-chips" role="radiogroup" aria-label={t('operator.fields.book')}>
          {ADJUSTABLE_BOOKS.map((b) => (
            <button
              key={b}
              type="button"
              role="radio"
              aria-checked={values.book === b}
              className={`console-chip${values.book === b ? ' console-chip--on' : ''}`}
              onClick={() => setValues((v) => ({ ...v, book: b }))}
              data-testid={`adjust-book-${b}`}
            >
              {t(`operator.books.${b}`)}
            </button>
          ))}
        </div>
      </div>
      <Field
        id="amount"
        label={t('operator.adjust.amount')}
        value={values.amount}
        onChange={set('amount')}
        inputMode="text"
        placeholder={t('operator.adjust.amountPlaceholder')}
        error={errors.errorFor('amount')}
      />
      <div className={`field${reasonError ? ' field--error' : ''}`}>
        <label className="field-label" htmlFor="adjust-reason">
          {t('operator.decision.reason')}
        </label>
        <div className="field-box field-box--area">
          <TextArea
            id="adjust-reason"
            value={values.reason}
            onChange={set('reason')}
            rows={3}
            maxLength={REASON_MAX + 1}
            placeholder={t('operator.adjust.reasonPlaceholder')}
          />
        </div>
        {reasonError ? (
          <span className="field-error" role="alert" data-testid="reason-error">
            {reasonError}
          </span>
        ) : null}
      </div>
      <Button color="primary" type="submit" loading={busy} data-testid="adjust-submit">
        {t('operator.adjust.submit')}
      </Button>
    </form>
  );
}

function AdjustmentList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const query = useAdjustments(status);
  return (
    <section className="console-section" data-testid="adjust-list">
      <Segmented
        className="segmented-tabs console-filter"
        value={status}
        onChange={(value) => setStatus(value as QueueStatus)}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ label: t(`operator.status.${s}`), value: s }))}
      />
      <QueryView query={query} empty={<p className="muted console-empty">{t(`operator.queue.empty.${status}`)}</p>}>
        {(items) => (
          <ul className="console-list">
            {items.map((a) => (
              <AdjustmentItem key={a.id} item={a} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function AdjustmentItem({ item }: { item: Adjustment }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const me = useMe();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState<Decision | null>(null);
  const own = me.data?.id === item.requested_by;

  const act = async (decision: Decision) => {
    const sure = await Dialog.confirm({
      content: t(decision === 'approve' ? 'operator.adjust.confirmApprove' : 'operator.adjust.confirmReject', {
        amount: f.change(item.amount),
        currency: item.currency,
        user: item.user_id,
      }),
      confirmText: decision === 'approve' ? t('operator.decision.approve') : t('operator.decision.reject'),
      cancelText: t('operator.decision.cancel'),
    });
    if (!sure) return;
    setBusy(decision);
    try {
      await decideAdjustment(item.id, decision);
      void toast(decision === 'approve' ? t('operator.adjust.approved') : t('operator.decision.rejected'), 'success');
    } catch {
      // The wrapper has shown the server's message (for example, a balance that would go negative).
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  return (
    <li className="card console-item" data-testid="adjust-item" data-id={item.id}>
      <div className="console-item-head">
        <span className="console-item-id">#{item.id}</span>
        <span className="muted">{t('operator.queue.user', { id: item.user_id })}</span>
        <StatusBadge status={item.status} />
      </div>
      <dl className="console-facts">
        <dt>{t('operator.adjust.amount')}</dt>
        <dd data-testid="adjust-amount">
          {f.change(item.amount)} {item.currency}
        </dd>
        <dt>{t('operator.fields.book')}</dt>
        <dd>{t(`operator.books.${item.book}`, { defaultValue: item.book })}</dd>
        <dt>{t('operator.adjust.proposedBy')}</dt>
        <dd>{t('operator.adjust.operatorId', { id: item.requested_by })}</dd>
        {item.decided_by !== null ? (
          <>
            <dt>{t('operator.adjust.decidedBy')}</dt>
            <dd>{t('operator.adjust.operatorId', { id: item.decided_by })}</dd>
          </>
        ) : null}
        <dt>{t('operator.fields.submitted')}</dt>
        <dd>{f.time(item.created_at)}</dd>
      </dl>
      <p className="console-reason">{t('operator.queue.reasonGiven', { reason: item.reason })}</p>
      {item.status === 'pending' ? (
        own ? (
          <p className="hint" data-testid="adjust-own">
            {t('operator.adjust.ownHint')}
          </p>
        ) : (
          <div className="console-item-actions">
            <Button
              size="small"
              color="danger"
              fill="outline"
              loading={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => void act('reject')}
              data-testid="adjust-reject"
            >
              {t('operator.decision.reject')}
            </Button>
            <Button
              size="small"
              color="primary"
              loading={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => void act('approve')}
              data-testid="adjust-approve"
            >
              {t('operator.decision.approve')}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}
