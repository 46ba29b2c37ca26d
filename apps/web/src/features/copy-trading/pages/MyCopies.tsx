/** My follows and copies (#/pages/copytrade/my): each follow with edit and cancel, each copy with its receipt, live. */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import Segmented from 'antd-mobile/es/components/segmented';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { Follow } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { type CopyStatus, useCopies, useCopyLive, useMy } from '../api';
import { Facts } from '../components/Facts';
import { Receipt } from '../components/Receipt';
import { tone, useCopyFormat } from '../format';

function FollowCard({ follow: fl }: { follow: Follow }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  return (
    <li className="card ct-card" data-testid="my-follow">
      <div className="ct-card-head">
        <span className="ct-name">{fl.trader_name}</span>
        <Button size="mini" fill="outline" onClick={() => go(`/pages/follow/follow?id=${fl.trader_user_id}`)} data-testid="follow-edit">
          {t('copyTrading.my.edit')}
        </Button>
      </div>
      <Facts
        facts={[
          {
            label: t('copyTrading.receipt.mode'),
            value: `${t(fl.mode === 'multiple' ? 'copyTrading.form.multiple' : 'copyTrading.form.lots')} ${fl.number}`,
          },
          { label: t('copyTrading.my.marginInUse'), value: `${f.money(fl.margin_in_use)} / ${f.money(fl.amount)}` },
          { label: t('copyTrading.stat.share'), value: f.percent(fl.profit_share_percent) },
          { label: t('copyTrading.my.earnings'), value: f.pnl(fl.earnings), tone: tone(fl.earnings) },
        ]}
      />
    </li>
  );
}

function Copies() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CopyStatus>('all');
  const copies = useCopies(status);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section className="ct-layout">
      <h3 className="ct-title">{t('copyTrading.my.copies')}</h3>
      <Segmented
        block
        value={status}
        onChange={(v) => setStatus(v as CopyStatus)}
        options={(['all', 'open', 'closed', 'skipped'] as const).map((s) => ({ value: s, label: t(`copyTrading.status.${s}`) }))}
      />
      <QueryView query={copies} isEmpty={(d) => d.pages[0]!.data.length === 0} empty={<EmptyState title={t('copyTrading.my.noCopies')} />}>
        {(d) => (
          <ul className="ct-list">
            {d.pages
              .flatMap((p) => p.data)
              .map((c) => (
                <li key={c.id} className="card ct-card" data-testid="copy-row" data-status={c.status}>
                  <button
                    type="button"
                    className="ct-card-head"
                    onClick={() => setOpenId(openId === c.id ? null : c.id)}
                    data-testid="copy-open-receipt"
                  >
                    <span className={`tone-${c.side === 'long' ? 'up' : 'down'}`}>{t(`copyTrading.side.${c.side}`)}</span>
                    <strong>{c.symbol}</strong>
                    <span className="ct-badge" data-testid="copy-status">
                      {c.self_held && c.status === 'open' ? t('copyTrading.status.selfHeld') : t(`copyTrading.status.${c.status}`)}
                    </span>
                    <span className="muted">{t('copyTrading.receipt.open')} ›</span>
                  </button>
                  {openId === c.id ? <Receipt copy={c} /> : null}
                </li>
              ))}
          </ul>
        )}
      </QueryView>
      {copies.hasNextPage ? (
        <Button block fill="none" onClick={() => void copies.fetchNextPage()}>
          {t('app.states.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

export default function MyCopies() {
  const { t } = useTranslation();
  const my = useMy();
  useCopyLive();
  return (
    <Page title={t('copyTrading.board.my')} name="copy-my">
      <div className="ct-layout">
        <h3 className="ct-title">{t('copyTrading.my.follows')}</h3>
        <QueryView
          query={my}
          isEmpty={(m) => m.follows.length === 0}
          empty={
            <div className="card">
              <EmptyState title={t('copyTrading.my.noFollows')} />
              <Button block color="primary" onClick={() => go('/pages/follow/index')}>
                {t('copyTrading.my.browse')}
              </Button>
            </div>
          }
        >
          {(m) => (
            <ul className="ct-list">
              {m.follows.map((fl) => (
                <FollowCard key={fl.id} follow={fl} />
              ))}
            </ul>
          )}
        </QueryView>
        <Copies />
      </div>
    </Page>
  );
}
