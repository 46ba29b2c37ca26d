/**
 * Proof of reserves: the latest published snapshot (its Merkle root, when it was taken, how many
 * accounts it holds), each asset's liabilities against the assets the platform holds as recorded,
 * demo money apart and labelled, and plainly what all this does not prove. A signed-in user goes on
 * to check their own balance against the root.
 */
import '../reserves.css';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { ReservesSnapshot } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useHistory, useSnapshot } from '../api';
import { AssetCard } from '../components/AssetCard';
import { useReservesFormat } from '../format';
import { VERIFY_PATH } from '../paths';

const LIMITS = ['keys', 'offPlatform', 'borrowed', 'unchecked', 'demo'] as const;

export default function Reserves() {
  const { t } = useTranslation();
  const snapshot = useSnapshot();
  return (
    <Page title={t('reserves.title')} name="reserves">
      <p className="hint reserves-intro">{t('reserves.intro')}</p>
      <QueryView query={snapshot} empty={<EmptyState title={t('reserves.empty')} />}>
        {(s) => (s ? <SnapshotView snapshot={s} /> : null)}
      </QueryView>
      <div className="form-actions">
        <Button block color="primary" size="large" onClick={() => go(VERIFY_PATH)} data-testid="reserves-verify">
          {t('reserves.verifyButton')}
        </Button>
      </div>
      <section className="card reserves-limits" data-testid="reserves-limits">
        <h2 className="section-title">{t('reserves.limits.title')}</h2>
        <ul>
          {LIMITS.map((key) => (
            <li key={key}>{t(`reserves.limits.${key}`)}</li>
          ))}
        </ul>
      </section>
      <History />
    </Page>
  );
}

function SnapshotView({ snapshot: s }: { snapshot: ReservesSnapshot }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  return (
    <>
      {s.demo ? (
        <p className="reserves-demo" role="note" data-testid="reserves-demo">
          {t('reserves.demoBanner')}
        </p>
      ) : null}
      <section className="card reserves-facts" data-testid="reserves-snapshot">
        <dl>
          <dt>{t('reserves.takenAt')}</dt>
          <dd data-testid="reserves-taken">{f.time(s.taken_at)}</dd>
          <dt>{t('reserves.users')}</dt>
          <dd>{f.count(s.leaf_count)}</dd>
          <dt>{t('reserves.root')}</dt>
          <dd className="mono reserves-hash" data-testid="reserves-root">
            {s.root}
          </dd>
          <dt>{t('reserves.encoding')}</dt>
          <dd className="mono">{s.encoding}</dd>
        </dl>
      </section>
      <section className="section">
        <h2 className="section-title">{t('reserves.assetsTitle')}</h2>
        <div className="reserves-assets">
          {s.assets.map((a) => (
            <AssetCard key={a.currency} asset={a} />
          ))}
        </div>
      </section>
    </>
  );
}

function History() {
  const { t } = useTranslation();
  const f = useReservesFormat();
  const history = useHistory();
  if (!history.data || history.data.length < 2) return null;
  return (
    <section className="section" data-testid="reserves-history">
      <h2 className="section-title">{t('reserves.history')}</h2>
      <ul className="card reserves-history">
        {history.data.map((h) => (
          <li key={h.id}>
            <span>{f.time(h.taken_at)}</span>
            <span className="mono reserves-hash">{h.root}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
