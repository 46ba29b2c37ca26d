import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { StrokeIcon } from '../../../components/StrokeIcon';

const SEARCH = ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4'];

/** A search field look-alike that opens the search page. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <button type="button" className="search-entry" onClick={() => go('/pages/market/search')} data-testid="market-search-entry">
      <StrokeIcon paths={SEARCH} size={18} />
      <span>{t('market.search.placeholder')}</span>
    </button>
  );
}
