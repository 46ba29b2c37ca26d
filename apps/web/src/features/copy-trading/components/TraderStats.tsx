/** A trader's computed figures, and when they were computed. */
import { useTranslation } from '../../../app/i18n';
import type { TraderCard } from '@bourse/contract';
import { tone, useCopyFormat } from '../format';
import { Facts } from './Facts';

export function TraderStats({ card, full = false }: { card: TraderCard; full?: boolean }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  return (
    <>
      <Facts
        facts={[
          { id: 'stat-pnl', label: t('copyTrading.stat.pnl'), value: f.pnl(card.total_pnl), tone: tone(card.total_pnl) },
          { id: 'stat-roi', label: t('copyTrading.stat.roi'), value: f.percent(card.roi_percent), tone: tone(card.roi_percent) },
          { id: 'stat-win', label: t('copyTrading.stat.winRate'), value: f.percent(card.win_rate_percent) },
          { id: 'stat-drawdown', label: t('copyTrading.stat.drawdown'), value: f.percent(card.max_drawdown_percent) },
          { id: 'stat-followers', label: t('copyTrading.stat.followers'), value: f.count(card.followers) },
          { id: 'stat-share', label: t('copyTrading.stat.share'), value: f.percent(card.profit_share_percent) },
          full && { id: 'stat-long', label: t('copyTrading.stat.longWins'), value: f.count(card.long_wins) },
          full && { id: 'stat-short', label: t('copyTrading.stat.shortWins'), value: f.count(card.short_wins) },
          full && { id: 'stat-closed', label: t('copyTrading.stat.closed'), value: f.count(card.closed_trades) },
          full && { id: 'stat-open', label: t('copyTrading.stat.open'), value: f.count(card.open_positions) },
        ]}
      />
      <p className="muted ct-small" data-testid="stat-computed">
        {card.computed_at ? t('copyTrading.board.computed', { time: f.time(card.computed_at) }) : t('copyTrading.board.notComputed')}
      </p>
    </>
  );
}
