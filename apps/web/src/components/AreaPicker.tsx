/** The searchable list of countries and areas with dial codes, for the area pages. */
import { useMemo, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '../app/i18n';
import { filterAreas, regionName, type AreaEntry } from '../lib/area';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { EmptyState } from './states';

interface AreaPickerProps {
  areas: readonly AreaEntry[];
  locale: string;
  selected: AreaEntry | null;
  onPick(area: AreaEntry): void;
}

const key = (a: AreaEntry) => `${a.region}-${a.dial_code}`;

export function AreaPicker({ areas, locale, selected, onPick }: AreaPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query);
  // Alphabetical in the user's language, with the current choice first so it is one tap away.
  const shown = useMemo(() => {
    const sorted = filterAreas(areas, settled, locale).sort((a, b) =>
      regionName(a.region, locale).localeCompare(regionName(b.region, locale), locale),
    );
    const current = selected ? sorted.findIndex((a) => key(a) === key(selected)) : -1;
    return current > 0 ? [sorted[current]!, ...sorted.slice(0, current), ...sorted.slice(current + 1)] : sorted;
  }, [areas, settled, locale, selected]);
  return (
    <div className="area-picker">
      <div className="area-search">
        <SearchBar
          value={query}
          onChange={setQuery}
          placeholder={t('app.area.search')}
          cancelText={t('app.actions.cancel')}
          aria-label={t('app.area.search')}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('app.area.empty')} />
      ) : (
        <List className="area-list">
          {shown.map((a) => {
            const current = selected !== null && key(selected) === key(a);
            return (
              <List.Item
                key={key(a)}
                onClick={() => onPick(a)}
                arrowIcon={false}
                extra={
                  <span className="area-dial">
                    {`+${a.dial_code}`}
                    {current ? <CheckOutline className="area-check" /> : null}
                  </span>
                }
                aria-selected={current}
                data-testid={`area-${a.region}`}
              >
                {regionName(a.region, locale)}
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
