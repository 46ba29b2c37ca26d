/**
 * The switch between the three trade screens (spot, futures, seconds options) at the top of each,
 * as exchanges put it: the products are separate features, so the switch lives here and links by
 * route, without importing any of them. All three are the trade shell (app/tabs.ts): under the
 * Trade tab, with the tab bar, open to visitors.
 */
import { Link } from 'react-router';
import { useTranslation } from '../app/i18n';
import { TRADE_PATHS } from '../app/tabs';

const KINDS = [
  { key: 'spot', to: TRADE_PATHS.spot },
  { key: 'futures', to: TRADE_PATHS.futures },
  { key: 'options', to: TRADE_PATHS.options },
] as const;

export function TradeKinds({ current }: { current: (typeof KINDS)[number]['key'] }) {
  const { t } = useTranslation();
  return (
    <nav className="trade-kinds" aria-label={t('app.tradeKinds.label')} data-testid="trade-kinds">
      {KINDS.map((k) => (
        <Link
          key={k.key}
          to={k.to}
          className={`trade-kind${k.key === current ? ' trade-kind--on' : ''}`}
          aria-current={k.key === current ? 'page' : undefined}
          data-testid={`trade-kind-${k.key}`}
        >
          {t(`app.tradeKinds.${k.key}`)}
        </Link>
      ))}
    </nav>
  );
}
