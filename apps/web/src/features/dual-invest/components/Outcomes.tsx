/** What a purchase pays in either case at maturity, with the rule that picks the case. */
import { useTranslation } from '../../../app/i18n';
import type { DualProduct } from '@bourse/contract';
import { useDualFormat } from '../format';

export function Outcomes({ product: p, coin, usdt }: { product: DualProduct; coin: string; usdt: string }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const price = f.price(p.linked_price);
  const vars = { coin: p.currency, price };
  const coinCase = (
    <div key="coin" data-testid="outcome-coin">
      <dt>{t(p.type === 'call' ? 'dualInvest.outcome.callBelow' : 'dualInvest.outcome.putBelow', vars)}</dt>
      <dd>{f.money(coin, p.currency)}</dd>
    </div>
  );
  const usdtCase = (
    <div key="usdt" data-testid="outcome-usdt">
      <dt>{t(p.type === 'call' ? 'dualInvest.outcome.callAbove' : 'dualInvest.outcome.putAbove', vars)}</dt>
      <dd>{f.money(usdt, p.quote)}</dd>
    </div>
  );
  return (
    <section className="card dual-section" data-testid="outcomes">
      <h2 className="section-title">{t('dualInvest.outcome.title')}</h2>
      <dl className="dual-rows">{p.type === 'call' ? [coinCase, usdtCase] : [usdtCase, coinCase]}</dl>
      <p className="hint">{t('dualInvest.outcome.note', { symbol: `${p.currency}/${p.quote}` })}</p>
    </section>
  );
}
