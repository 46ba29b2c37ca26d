/**
 * transaction/contract_order (?tab=positions|doing|history): the account's totals (the highest
 * margin ratio among them), open positions with live PnL and margin ratio (TP/SL edit, close one,
 * close all, longs or shorts), delegated orders and the history, where each close opens its proof.
 */
import '../lever.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Segmented from 'antd-mobile/es/components/segmented';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { LeverPosition, LeverSummary } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { DelayedLoading, EmptyState, ErrorState, QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { batchClose, cancelOrder, closePosition, useHistory, useLeverLive, useRefreshLever, useSummary } from '../api';
import { tone, useLeverFormat } from '../format';
import { Facts } from '../components/Facts';
import { RatioValue } from '../components/MarginRatio';
import { highestRisk, levelTone } from '../risk';
import { PositionCard } from '../components/PositionCard';
import { StopSheet } from '../components/StopSheet';

export const CONTRACT_PATH = '/pages/transaction/contract';
export const PROOF_PATH = '/pages/transaction/contract_proof';
const TABS = ['positions', 'doing', 'history'] as const;
type Tab = (typeof TABS)[number];

export default function ContractOrder() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'positions';
  const summary = useSummary();
  useLeverLive();
  return (
    <Page
      title={t('lever.ordersTitle')}
      name="lever-orders"
      right={
        <button type="button" className="lever-link" onClick={() => go(CONTRACT_PATH)} data-testid="lever-open-link">
          {t('lever.title')}
        </button>
      }
    >
      <div className="lever-orders">
        <QueryView query={summary} isEmpty={() => false}>
          {(s) => <Totals summary={s} />}
        </QueryView>
        <Segmented
          className="lever-tabs"
          block
          value={tab}
          onChange={(v) => setParams({ tab: String(v) }, { replace: true })}
          options={TABS.map((k) => ({
            value: k,
            label: (
              <span data-testid={`tab-${k}`}>
                {t(`lever.tabs.${k}`)}
                {k !== 'history' && summary.data ? ` (${(k === 'positions' ? summary.data.positions : summary.data.doing).length})` : ''}
              </span>
            ),
          }))}
        />
        {tab === 'history' ? (
          <History />
        ) : (
          <QueryView query={summary} isEmpty={() => false}>
            {(s) => (tab === 'positions' ? <Positions positions={s.positions} /> : <Delegated orders={s.doing} />)}
          </QueryView>
        )}
      </div>
    </Page>
  );
}

function Totals({ summary: s }: { summary: LeverSummary }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const q = s.margin_currency;
  // The position nearest to liquidation: what an isolated account has to watch.
  const top = highestRisk(s.positions);
  return (
    <section className="lever-card lever-totals" data-testid="lever-totals">
      <Facts
        className="lever-facts--grid"
        facts={[
          { id: 'total-available', label: `${t('lever.summary.available')} (${q})`, value: f.money(s.available) },
          { id: 'total-margin', label: `${t('lever.summary.margin')} (${q})`, value: f.money(s.total_margin) },
          {
            id: 'total-pnl',
            label: `${t('lever.summary.pnl')} (${q})`,
            value: f.pnl(s.total_unrealised_pnl),
            tone: tone(s.total_unrealised_pnl),
            strong: true,
          },
          {
            id: 'total-margin-ratio',
            label: t('lever.summary.marginRatio'),
            value: <RatioValue risk={top} />,
            tone: top ? levelTone[top.level] : undefined,
            strong: true,
          },
        ]}
      />
    </section>
  );
}

function EmptyWithAction({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <EmptyState title={title} />
      <div className="lever-center">
        <Button color="primary" fill="outline" size="small" onClick={() => go(CONTRACT_PATH)} data-testid="empty-open">
          {t('lever.empty.openOne')}
        </Button>
      </div>
    </div>
  );
}

function Positions({ positions }: { positions: LeverPosition[] }) {
  const { t } = useTranslation();
  const refresh = useRefreshLever();
  const [editing, setEditing] = useState<LeverPosition | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, confirm: string, action: () => Promise<string>) => {
    const ok = await Dialog.confirm({ content: confirm, confirmText: t('lever.confirm.submit'), cancelText: t('lever.confirm.cancel') });
    if (!ok) return;
    setBusy(key);
    try {
      toast(await action(), 'success');
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(null);
      await refresh();
    }
  };
  const batch = (type: 0 | 1 | 2, key: 'all' | 'long' | 'short', confirm: string) =>
    run(`batch-${key}`, confirm, async () => {
      const r = await batchClose(type);
      return r.closed > 0 ? t('lever.batch.done', { count: r.closed }) : t('lever.batch.none');
    });

  if (positions.length === 0) return <EmptyWithAction title={t('lever.empty.positions')} />;
  return (
    <div className="lever-list" data-testid="positions-list">
      <div className="lever-batch">
        <Button
          size="small"
          loading={busy === 'batch-all'}
          onClick={() => void batch(0, 'all', t('lever.batch.confirmAll'))}
          data-testid="batch-all"
        >
          {t('lever.batch.all')}
        </Button>
        <Button
          size="small"
          loading={busy === 'batch-long'}
          onClick={() => void batch(1, 'long', t('lever.batch.confirmLong'))}
          data-testid="batch-long"
        >
          {t('lever.batch.long')}
        </Button>
        <Button
          size="small"
          loading={busy === 'batch-short'}
          onClick={() => void batch(2, 'short', t('lever.batch.confirmShort'))}
          data-testid="batch-short"
        >
          {t('lever.batch.short')}
        </Button>
      </div>
      {positions.map((p) => (
        <PositionCard
          key={p.id}
          position={p}
          actions={
            <>
              <Button size="small" fill="outline" onClick={() => setEditing(p)} data-testid="edit-stops">
                {t('lever.position.editStops')}
              </Button>
              <Button
                size="small"
                color="primary"
                loading={busy === `close-${p.id}`}
                onClick={() =>
                  void run(`close-${p.id}`, t('lever.position.confirmClose'), async () => {
                    await closePosition(p.id);
                    return t('lever.position.closedToast');
                  })
                }
                data-testid="close-position"
              >
                {t('lever.position.close')}
              </Button>
            </>
          }
        />
      ))}
      <StopSheet position={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function Delegated({ orders }: { orders: LeverPosition[] }) {
  const { t } = useTranslation();
  const refresh = useRefreshLever();
  const [editing, setEditing] = useState<LeverPosition | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const cancel = async (p: LeverPosition) => {
    const ok = await Dialog.confirm({
      content: t('lever.position.confirmCancel'),
      confirmText: t('lever.position.cancel'),
      cancelText: t('lever.confirm.cancel'),
    });
    if (!ok) return;
    setBusy(p.id);
    try {
      await cancelOrder(p.id);
      toast(t('lever.position.cancelledToast'), 'success');
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (orders.length === 0) return <EmptyWithAction title={t('lever.empty.doing')} />;
  return (
    <div className="lever-list" data-testid="doing-list">
      {orders.map((p) => (
        <PositionCard
          key={p.id}
          position={p}
          actions={
            <>
              <Button size="small" fill="outline" onClick={() => setEditing(p)} data-testid="edit-stops">
                {t('lever.position.editStops')}
              </Button>
              <Button
                size="small"
                color="danger"
                fill="outline"
                loading={busy === p.id}
                onClick={() => void cancel(p)}
                data-testid="cancel-order"
              >
                {t('lever.position.cancel')}
              </Button>
            </>
          }
        />
      ))}
      <StopSheet position={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const history = useHistory(true);
  if (history.isPending) return <DelayedLoading delayMs={200} />;
  if (history.isError) return <ErrorState onRetry={() => void history.refetch()} />;
  const rows = history.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <EmptyState title={t('lever.empty.history')} />;
  return (
    <div className="lever-list" data-testid="history-list">
      {rows.map((p) => (
        <PositionCard
          key={p.id}
          position={p}
          actions={
            p.status === 'closed' ? (
              <Button size="small" fill="outline" color="primary" onClick={() => go(`${PROOF_PATH}?id=${p.id}`)} data-testid="open-proof">
                {t('lever.position.proof')}
              </Button>
            ) : undefined
          }
        />
      ))}
      {history.hasNextPage ? (
        <div className="lever-center">
          <Button size="small" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} data-testid="history-more">
            {t('app.states.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
