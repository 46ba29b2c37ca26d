/** A bottom sheet to pick a coin, searchable by code or name, with each coin's balance beside it. */
import { useMemo, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { EmptyState } from '../../../components/states';
import { CoinLabel } from './CoinLabel';

export interface CoinChoice {
  code: string;
  name: string;
  extra?: string;
}

interface CoinSheetProps {
  visible: boolean;
  title: string;
  coins: readonly CoinChoice[];
  selected?: string;
  onPick(code: string): void;
  onClose(): void;
}

export function CoinSheet({ visible, title, coins, selected, onPick, onClose }: CoinSheetProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? coins.filter((c) => c.code.toLowerCase().includes(q) || c.name.toLowerCase().includes(q)) : coins;
  }, [coins, query]);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet sheet--tall"
      getContainer={() => document.body}
      destroyOnClose
    >
      <h2 className="sheet-title">{title}</h2>
      <SearchBar className="coin-search" placeholder={t('wallet.select.search')} value={query} onChange={setQuery} />
      <div className="sheet-scroll">
        {shown.length === 0 ? (
          <EmptyState title={t('wallet.select.noMatch')} />
        ) : (
          <List>
            {shown.map((coin) => (
              <List.Item
                key={coin.code}
                arrowIcon={false}
                onClick={() => {
                  onPick(coin.code);
                  onClose();
                }}
                extra={
                  <span className="coin-sheet-extra">
                    {coin.extra}
                    {coin.code === selected ? <CheckOutline className="check-mark" /> : null}
                  </span>
                }
                data-testid={`coin-option-${coin.code}`}
              >
                <CoinLabel code={coin.code} name={coin.name} size={28} />
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </Popup>
  );
}
