import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { chartPath } from '../format';
import { recentViewed, useList } from '../prefs';

/** The pairs opened lately on this device, as chips (the last 8). */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const symbols = useList(recentViewed.store);
  if (symbols.length === 0) return null;
  return (
    <section className="recent" aria-labelledby="recent-viewed-title" data-testid="recent-viewed">
      <div className="recent-head">
        <h2 className="recent-title" id="recent-viewed-title">
          {t('market.recent.title')}
        </h2>
        <button type="button" className="link-button recent-clear" onClick={() => recentViewed.clear()}>
          {t('market.recent.clear')}
        </button>
      </div>
      <div className="chips">
        {symbols.map((symbol) => (
          <button key={symbol} type="button" className="chip" onClick={() => go(chartPath(symbol))}>
            {symbol}
          </button>
        ))}
      </div>
    </section>
  );
}
