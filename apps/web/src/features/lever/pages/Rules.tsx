/**
 * transaction/contract_rules (?currency_id=1): the futures rules in plain words, with the numbers
 * the server works with: which price does what (last price: opening, closing, TP, SL, the profit
 * cap; mark price: liquidation and the risk rate), how the mark price is computed, the threshold a
 * position keeps, the profit cap and the leverage cap (issue 12).
 */
import '../lever.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS, type LeverTerms } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { useTerms } from '../api';
import { useLeverFormat } from '../format';

export default function Rules() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = Number(params.get('currency_id'));
  const terms = useTerms(Number.isInteger(wanted) && wanted > 0 ? wanted : 1);
  return (
    <Page title={t('lever.rules.title')} name="lever-rules">
      <QueryView query={terms}>{(data) => <RulesText terms={data} />}</QueryView>
    </Page>
  );
}

export function RulesText({ terms }: { terms: Pick<LeverTerms, 'symbol' | 'liquidation_risk_percent' | 'leverage_cap'> }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const section = (id: string, title: string, ...body: string[]) => (
    <section className="lever-card" data-testid={`rules-${id}`}>
      <h2 className="lever-card-title">{title}</h2>
      {body.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
  return (
    <div className="lever-rules" data-testid="lever-rules">
      <p className="lever-hint">{t('lever.rules.intro')}</p>
      {section('prices', t('lever.rules.pricesTitle'), t('lever.rules.prices'))}
      {section(
        'mark',
        t('lever.rules.markTitle'),
        t('lever.rules.mark', { seconds: MARK_PRICE_WINDOW_MS / 1000, min: MARK_PRICE_MIN_TICKS }),
      )}
      {section(
        'liquidation',
        t('lever.rules.liquidationTitle'),
        t('lever.rules.liquidation'),
        t('lever.rules.thresholdNow', { symbol: terms.symbol, threshold: f.plain(terms.liquidation_risk_percent) }),
      )}
      {section('stops', t('lever.rules.stopsTitle'), t('lever.rules.stops'))}
      {section('cap', t('lever.rules.capTitle'), t('lever.rules.cap'))}
      {section(
        'leverage',
        t('lever.rules.leverageTitle', { cap: terms.leverage_cap }),
        t('lever.rules.leverage', { cap: terms.leverage_cap }),
      )}
    </div>
  );
}
