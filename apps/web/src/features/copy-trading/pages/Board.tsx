/** The leaderboard (#/pages/follow/index and #/pages/copytrade/copy): approved traders, computed figures, five sorts. */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import Segmented from 'antd-mobile/es/components/segmented';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { TRADER_SORTS } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { type TraderSort, useBoard } from '../api';
import { TraderStats } from '../components/TraderStats';

export default function Board() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<TraderSort>('pnl');
  const board = useBoard(sort);
  return (
    <Page title={t('copyTrading.board.title')} name="copy-board">
      <div className="ct-layout">
        <div className="ct-links">
          <Button size="small" color="primary" fill="outline" onClick={() => go('/pages/copytrade/my')} data-testid="to-my">
            {t('copyTrading.board.my')}
          </Button>
          <Button size="small" fill="outline" onClick={() => go('/pages/copytrade/trader')} data-testid="to-apply">
            {t('copyTrading.board.apply')}
          </Button>
        </div>
        <Segmented
          block
          value={sort}
          onChange={(v) => setSort(v as TraderSort)}
          options={TRADER_SORTS.map((s) => ({ value: s, label: t(`copyTrading.sort.${s}`) }))}
          data-testid="board-sort"
        />
        <QueryView query={board} isEmpty={(d) => d.pages[0]!.data.length === 0} empty={<EmptyState title={t('copyTrading.board.empty')} />}>
          {(d) => (
            <ul className="ct-list">
              {d.pages
                .flatMap((p) => p.data)
                .map((c) => (
                  <li key={c.user_id} className="card ct-card" data-testid="trader-card" data-id={c.user_id}>
                    <button type="button" className="ct-card-head" onClick={() => go(`/pages/follow/trader?id=${c.user_id}`)}>
                      <span className="ct-name">{c.name}</span>
                      <span className="muted">›</span>
                    </button>
                    <TraderStats card={c} />
                  </li>
                ))}
            </ul>
          )}
        </QueryView>
        {board.hasNextPage ? (
          <Button block fill="none" onClick={() => void board.fetchNextPage()}>
            {t('app.states.loadMore')}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
