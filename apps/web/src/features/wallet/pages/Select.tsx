/** Choose the coin to deposit or withdraw (?action=receive|withdraw), with its main-wallet balance. */
import '../wallet.css';
import { useMemo, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useUserCurrencies } from '../api';
import { CoinLabel } from '../components/CoinLabel';
import { useAmountFormat } from '../format';

export default function Select() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const action = params.get('action') === 'withdraw' ? 'withdraw' : 'receive';
  const coins = useUserCurrencies();
  const [query, setQuery] = useState('');
  const f = useAmountFormat();
  const q = query.trim().toLowerCase();
  const title = action === 'withdraw' ? t('wallet.select.titleWithdraw') : t('wallet.select.titleReceive');

  const filtered = useMemo(
    () => (coins.data ?? []).filter((c) => !q || c.currency.toLowerCase().includes(q) || c.name.toLowerCase().includes(q)),
    [coins.data, q],
  );

  return (
    <Page title={title} name="select">
      <div className="sticky-search">
        <SearchBar placeholder={t('wallet.select.search')} value={query} onChange={setQuery} data-testid="coin-search" />
      </div>
      <QueryView query={coins}>
        {() =>
          filtered.length === 0 ? (
            <EmptyState title={t('wallet.select.noMatch')} />
          ) : (
            <List className="list-card" data-testid="select-list">
              {filtered.map((c) => (
                <List.Item
                  key={c.currency_id}
                  onClick={() => go(`/pages/fund/${action}?currency=${encodeURIComponent(c.currency)}`)}
                  extra={<span className="coin-row-balance">{f.amount(c.available)}</span>}
                  data-testid={`select-${c.currency}`}
                >
                  <CoinLabel code={c.currency} name={c.name} />
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryView>
    </Page>
  );
}
