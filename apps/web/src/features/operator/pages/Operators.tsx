/**
 * Operator accounts (admin only): propose an operator with a role and a one-time initial password,
 * re-enabling one or another role (each added or applied once a second admin approves it in
 * Approvals), and disable one who leaves (at once). The new operator goes through the same first
 * sign-in as the seeded admin (own password, authenticator); the server also refuses an admin
 * disabling their own account.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRole } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { Field, PasswordField } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { createOperator, disableOperator, proposeEnable, proposeRole, useMe, useOperators, useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useConsoleFormat } from '../format';
import { checkNewOperator } from '../forms';

export default function Operators() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="operators" title={t('operator.nav.operators')}>
      <p className="hint">{t('operator.operators.intro')}</p>
      <p className="hint" data-testid="operators-two-person">
        {t('operator.operators.twoPerson')}
      </p>
      <div className="console-split console-split--even">
        <CreateForm />
        <OperatorList />
      </div>
    </ConsoleFrame>
  );
}

const EMPTY = { username: '', role: '' as OperatorRole | '', password: '' };

function CreateForm() {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(EMPTY);
  // Editing a field clears the last check's message: it spoke of the old value.
  const set = (key: 'username' | 'password') => (value: string) => {
    errors.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async () => {
    const check = checkNewOperator(values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const proposed = await createOperator(check.data);
      void toast(t('operator.operators.proposed', { username: proposed.payload.username }), 'success');
      setValues(EMPTY);
      void refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  const roleError = errors.errorFor('role');
  return (
    <form
      className="card console-panel form"
      data-testid="operator-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.operators.createTitle')}</h2>
      <Field
        id="username"
        label={t('operator.operators.username')}
        value={values.username}
        onChange={set('username')}
        placeholder={t('operator.operators.usernamePlaceholder')}
        autoComplete="off"
        maxLength={32}
        error={errors.errorFor('username')}
      />
      <div className={`field${roleError ? ' field--error' : ''}`}>
        <span className="field-label">{t('operator.operators.role')}</span>
        <div className="console-chips" role="radiogroup" aria-label={t('operator.operators.role')}>
          {OPERATOR_ROLES.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={values.role === r}
              className={`console-chip${values.role === r ? ' console-chip--on' : ''}`}
              onClick={() => {
                errors.clear();
                setValues((v) => ({ ...v, role: r }));
              }}
              data-testid={`role-${r}`}
            >
              {t(`operator.roles.${r}`)}
            </button>
          ))}
        </div>
        {roleError ? (
          <span className="field-error" role="alert" data-testid="role-error">
            {roleError}
          </span>
        ) : null}
      </div>
      <PasswordField
        id="password"
        label={t('operator.operators.initialPassword')}
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        error={errors.errorFor('password')}
      />
      <p className="hint">{t('operator.operators.initialHint')}</p>
      <Button color="primary" type="submit" loading={busy} data-testid="operator-submit">
        {t('operator.operators.submit')}
      </Button>
    </form>
  );
}

function OperatorList() {
  const { t } = useTranslation();
  const query = useOperators();
  return (
    <section className="console-section" data-testid="operator-list">
      <h2 className="section-title">{t('operator.operators.listTitle')}</h2>
      <QueryView query={query} empty={<p className="muted console-empty">{t('operator.operators.empty')}</p>}>
        {(items) => (
          <ul className="console-list">
            {items.map((o) => (
              <OperatorItem key={o.id} item={o} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** Active, waiting for the first sign-in, or disabled; coloured like the review statuses. */
function OperatorState({ item }: { item: OperatorAccount }) {
  const { t } = useTranslation();
  const [tone, label] = item.disabled
    ? ['rejected', 'stateDisabled']
    : item.setup_done
      ? ['approved', 'stateActive']
      : ['pending', 'stateSetup'];
  return (
    <span className={`console-status console-status--${tone}`} data-testid="operator-state">
      {t(`operator.operators.${label}`)}
    </span>
  );
}

function OperatorItem({ item }: { item: OperatorAccount }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const me = useMe();
  const self = me.data?.id === item.id;
  // A console-made operator waits 24 hours before approving anything: say from when (founders never wait).
  const waiting = item.approves_from !== null;
  return (
    <li className="card console-item" data-testid="operator-item" data-username={item.username}>
      <div className="console-item-head">
        <span className="console-item-id" data-testid="operator-username">
          {item.username}
        </span>
        {self ? <span className="muted">{t('operator.operators.you')}</span> : null}
        <OperatorState item={item} />
      </div>
      <dl className="console-facts">
        <dt>{t('operator.operators.role')}</dt>
        <dd data-testid="operator-role">{t(`operator.roles.${item.role}`)}</dd>
        <dt>{t('operator.operators.added')}</dt>
        <dd>{f.time(item.created_at)}</dd>
        {waiting ? (
          <>
            <dt>{t('operator.operators.approvesFrom')}</dt>
            <dd data-testid="operator-approves-from">{f.time(item.approves_from)}</dd>
          </>
        ) : null}
      </dl>
      {self ? null : <ItemActions item={item} />}
    </li>
  );
}

/** Disable (at once, after a confirmation), or propose re-enabling or another role (a second admin approves). */
function ItemActions({ item }: { item: OperatorAccount }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      void toast(done, 'success');
      setPicking(false);
    } catch {
      // The wrapper has shown the server's message.
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const disable = async () => {
    const sure = await Dialog.confirm({
      content: t('operator.operators.confirmDisable', { username: item.username }),
      confirmText: t('operator.operators.disable'),
      cancelText: t('operator.decision.cancel'),
    });
    if (sure) await run(() => disableOperator(item.id), t('operator.operators.disabledToast', { username: item.username }));
  };

  return (
    <>
      {picking ? (
        <RolePicker
          current={item.role}
          disabled={busy}
          onPick={(role) =>
            void run(() => proposeRole({ id: item.id, role }), t('operator.operators.roleProposed', { username: item.username }))
          }
        />
      ) : null}
      <div className="console-item-actions">
        <Button size="small" fill="outline" disabled={busy} onClick={() => setPicking((p) => !p)} data-testid="operator-change-role">
          {t('operator.operators.changeRole')}
        </Button>
        {item.disabled ? (
          <Button
            size="small"
            fill="outline"
            loading={busy}
            disabled={busy}
            onClick={() => void run(() => proposeEnable(item.id), t('operator.operators.enableProposed', { username: item.username }))}
            data-testid="operator-enable"
          >
            {t('operator.operators.enable')}
          </Button>
        ) : (
          <Button
            size="small"
            color="danger"
            fill="outline"
            loading={busy}
            disabled={busy}
            onClick={() => void disable()}
            data-testid="operator-disable"
          >
            {t('operator.operators.disable')}
          </Button>
        )}
      </div>
    </>
  );
}

/** The roles an operator could be given instead of theirs: a pick proposes it (a second admin approves). */
function RolePicker({ current, disabled, onPick }: { current: OperatorRole; disabled: boolean; onPick(role: OperatorRole): void }) {
  const { t } = useTranslation();
  return (
    <div className="console-chips" role="radiogroup" aria-label={t('operator.operators.changeRole')} data-testid="role-picker">
      {OPERATOR_ROLES.filter((r) => r !== current).map((r) => (
        <button
          key={r}
          type="button"
          role="radio"
          aria-checked={false}
          className="console-chip"
          disabled={disabled}
          onClick={() => onPick(r)}
          data-testid={`new-role-${r}`}
        >
          {t(`operator.roles.${r}`)}
        </button>
      ))}
    </div>
  );
}
