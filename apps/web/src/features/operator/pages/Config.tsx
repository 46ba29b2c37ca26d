/**
 * Exchange and fee configuration: the exchange spread, fee and quote lifetime, each network's
 * withdrawal fee and minimum and whether it is open, and the deposit address sources. Finance
 * reads them; only the admin changes them (the server refuses anyone else with FORBIDDEN). A fee or
 * spread, a deposit key and pool addresses become proposals a second operator approves (Approvals);
 * a fee change then waits for the notice period users are shown.
 */
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import {
  loadDepositPool,
  saveDepositSource,
  saveExchangeConfig,
  useExchangeConfig,
  useMe,
  useNetworks,
  useRefreshConsole,
  type ExchangeConfig,
} from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { NetworkTable } from '../components/NetworkTable';
import { checkExchange, ppmToPercent } from '../forms';

export default function Config() {
  const { t } = useTranslation();
  const me = useMe();
  const admin = me.data?.role === 'admin';
  return (
    <ConsoleFrame section="config" title={t('operator.nav.config')}>
      <p className="hint">{t(admin ? 'operator.config.twoPerson' : 'operator.config.readOnly')}</p>
      <ExchangeSection admin={admin} />
      <NetworksSection admin={admin} />
      {admin ? <DepositSourceSection /> : null}
      {admin ? <DepositPoolSection /> : null}
    </ConsoleFrame>
  );
}

function ExchangeSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const query = useExchangeConfig();
  return (
    <section className="card console-panel" data-testid="config-exchange">
      <h2 className="section-title">{t('operator.config.exchangeTitle')}</h2>
      <QueryView query={query} isEmpty={() => false}>
        {(config) => (admin ? <ExchangeForm config={config} /> : <ExchangeFacts config={config} />)}
      </QueryView>
    </section>
  );
}

function ExchangeFacts({ config }: { config: ExchangeConfig }) {
  const { t } = useTranslation();
  return (
    <dl className="console-facts">
      <dt>{t('operator.config.spread')}</dt>
      <dd>{t('operator.config.ppm', { ppm: config.spread_ppm, percent: ppmToPercent(config.spread_ppm) })}</dd>
      <dt>{t('operator.config.fee')}</dt>
      <dd>{t('operator.config.ppm', { ppm: config.fee_ppm, percent: ppmToPercent(config.fee_ppm) })}</dd>
      <dt>{t('operator.config.ttl')}</dt>
      <dd>{t('operator.config.seconds', { count: config.quote_ttl_seconds })}</dd>
    </dl>
  );
}

function ExchangeForm({ config }: { config: ExchangeConfig }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({
    spread_ppm: String(config.spread_ppm),
    fee_ppm: String(config.fee_ppm),
    quote_ttl_seconds: String(config.quote_ttl_seconds),
  });
  useEffect(() => {
    setValues({
      spread_ppm: String(config.spread_ppm),
      fee_ppm: String(config.fee_ppm),
      quote_ttl_seconds: String(config.quote_ttl_seconds),
    });
  }, [config]);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const percent = (text: string) =>
    /^\d{1,9}$/.test(text) ? t('operator.config.percent', { percent: ppmToPercent(Number(text)) }) : undefined;

  const submit = async () => {
    const check = checkExchange(values);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const { action } = await saveExchangeConfig(check.data);
      void toast(t(action ? 'operator.config.feeProposed' : 'operator.config.saved'), 'success');
      void refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form console-form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        id="spread_ppm"
        label={t('operator.config.spreadPpm')}
        value={values.spread_ppm}
        onChange={set('spread_ppm')}
        inputMode="numeric"
        error={errors.errorFor('spread_ppm')}
        after={<span className="field-suffix">{percent(values.spread_ppm)}</span>}
      />
      <Field
        id="fee_ppm"
        label={t('operator.config.feePpm')}
        value={values.fee_ppm}
        onChange={set('fee_ppm')}
        inputMode="numeric"
        error={errors.errorFor('fee_ppm')}
        after={<span className="field-suffix">{percent(values.fee_ppm)}</span>}
      />
      <Field
        id="quote_ttl_seconds"
        label={t('operator.config.ttlSeconds')}
        value={values.quote_ttl_seconds}
        onChange={set('quote_ttl_seconds')}
        inputMode="numeric"
        error={errors.errorFor('quote_ttl_seconds')}
      />
      <p className="hint">{t('operator.config.exchangeLimits')}</p>
      <Button color="primary" type="submit" loading={busy} data-testid="exchange-save">
        {t('operator.config.save')}
      </Button>
    </form>
  );
}

function NetworksSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const query = useNetworks();
  return (
    <section className="card console-panel" data-testid="config-networks">
      <h2 className="section-title">{t('operator.config.networksTitle')}</h2>
      <QueryView query={query}>{(coins) => <NetworkTable coins={coins} admin={admin} />}</QueryView>
    </section>
  );
}

const DERIVABLE = ['BTC', 'ERC20', 'TRC20'] as const;

function DepositSourceSection() {
  const { t } = useTranslation();
  const errors = useFormErrors();
  const [network, setNetwork] = useState<(typeof DERIVABLE)[number]>('TRC20');
  const [xpub, setXpub] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!xpub.trim()) {
      errors.fail('INVALID_PARAMETER', 'xpub');
      return;
    }
    setBusy(true);
    try {
      await saveDepositSource({ network, xpub: xpub.trim() });
      void toast(t('operator.config.sourceProposed'), 'success');
      setXpub('');
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card console-panel form" data-testid="config-deposit-source">
      <h2 className="section-title">{t('operator.config.sourceTitle')}</h2>
      <p className="hint">{t('operator.config.sourceHint')}</p>
      <div className="console-chips" role="radiogroup" aria-label={t('operator.fields.network')}>
        {DERIVABLE.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === network}
            className={`console-chip${n === network ? ' console-chip--on' : ''}`}
            onClick={() => setNetwork(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <Field id="xpub" label={t('operator.config.xpub')} value={xpub} onChange={setXpub} maxLength={200} error={errors.errorFor('xpub')} />
      <Button color="primary" loading={busy} onClick={() => void submit()} data-testid="source-save">
        {t('operator.config.save')}
      </Button>
    </section>
  );
}

/** Most addresses a pool load takes at once (the server's limit). */
const POOL_MAX = 1000;

function DepositPoolSection() {
  const { t } = useTranslation();
  const coins = useNetworks();
  const [network, setNetwork] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bank payouts have no deposit address; every chain network can take a pool.
  const networks = [...new Set((coins.data ?? []).flatMap((c) => c.networks.map((n) => n.network)))].filter((n) => n !== 'BANK');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

  const submit = async () => {
    if (!network) return setError(t('errors.NETWORK_UNKNOWN'));
    if (lines.length === 0 || lines.length > POOL_MAX) return setError(t('operator.config.poolCount', { max: POOL_MAX }));
    setError(null);
    setBusy(true);
    try {
      const proposed = await loadDepositPool({ network, addresses: lines });
      void toast(t('operator.config.poolProposed', { count: (proposed.payload.addresses as string[]).length }), 'success');
      setText('');
    } catch (err) {
      // The server names the first address that is not valid for the network.
      const e = err as { code?: string; field?: string };
      if (e.code === 'ADDRESS_INVALID' && e.field) setError(t('operator.config.poolBad', { address: e.field }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card console-panel form" data-testid="config-deposit-pool">
      <h2 className="section-title">{t('operator.config.poolTitle')}</h2>
      <p className="hint">{t('operator.config.poolHint')}</p>
      <div className="console-chips" role="radiogroup" aria-label={t('operator.fields.network')}>
        {networks.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === network}
            className={`console-chip${n === network ? ' console-chip--on' : ''}`}
            onClick={() => setNetwork(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field-label" htmlFor="pool-addresses">
          {t('operator.config.poolAddresses')}
        </label>
        <div className="field-box field-box--area">
          <TextArea id="pool-addresses" value={text} onChange={setText} rows={4} />
        </div>
        {error ? (
          <span className="field-error" role="alert" data-testid="pool-error">
            {error}
          </span>
        ) : null}
      </div>
      <Button color="primary" loading={busy} onClick={() => void submit()} data-testid="pool-save">
        {t('operator.config.poolSubmit')}
      </Button>
    </section>
  );
}
