/** A trader's page (#/pages/follow/trader?id=): statistics, equity curve, positions, recent closes, follow. */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { TraderPosition } from '@bourse/contract';
import { go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { useTrader } from '../api';
import { Curve } from '../components/Curve';
import { Facts } from '../components/Facts';
import { TraderStats } from '../components/TraderStats';
import { tone, useCopyFormat } from '../format';

function PositionList({ rows, closed }: { rows: TraderPosition[]; closed: boolean }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  if (rows.length === 0) return <p className="muted">{t('copyTrading.trader.none')}</p>;
  return (
    <ul className="ct-list">
      {rows.map((p) => (
        <li key={p.id} className="ct-row" data-testid={closed ? 'trader-order' : 'trader-position'}>
          <div className="ct-row-head">
            <span className={`tone-${p.side === 'long' ? 'up' : 'down'}`}>{t(`copyTrading.side.${p.side}`)}</span>
            <strong>{p.symbol}</strong>
            <span className="muted">{t('copyTrading.pos.lots', { lots: p.lots, leverage: p.leverage })}</span>
          </div>
          <Facts
            facts={[
              { label: t('copyTrading.pos.entry'), value: f.price(p.entry_price) },
              closed && { label: t('copyTrading.pos.close'), value: f.price(p.close_price) },
              closed && { label: t('copyTrading.pos.pnl'), value: f.pnl(p.pnl), tone: tone(p.pnl) },
              { label: '', value: f.time(closed ? p.closed_at : p.opened_at) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Trader() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = useToken();
  const detail = useTrader(id);
  return (
    <Page title={detail.data?.name ?? t('copyTrading.receipt.trader')} name="copy-trader">
      <QueryView query={detail}>
        {(d) => (
          <div className="ct-layout">
            <section className="card">
              <TraderStats card={d} full />
            </section>
            <section className="card">
              <h3 className="ct-title">{t('copyTrading.trader.curve')}</h3>
              <Curve points={d.curve} />
            </section>
            <section className="card">
              <h3 className="ct-title">{t('copyTrading.trader.positions')}</h3>
              <PositionList rows={d.positions} closed={false} />
            </section>
            <section className="card">
              <h3 className="ct-title">{t('copyTrading.trader.orders')}</h3>
              <PositionList rows={d.orders} closed />
            </section>
            <div className="ct-sticky">
              {!token ? (
                <Button block color="primary" onClick={() => go(loginPathFor(`/pages/follow/trader?id=${id}`))}>
                  {t('copyTrading.trader.signIn')}
                </Button>
              ) : d.my_follow || d.can_follow ? (
                <Button block color="primary" data-testid="follow-button" onClick={() => go(`/pages/follow/follow?id=${id}`)}>
                  {d.my_follow ? t('copyTrading.trader.editFollow') : t('copyTrading.trader.follow')}
                </Button>
              ) : (
                <p className="muted">{t('copyTrading.trader.cannotFollow')}</p>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </Page>
  );
}
