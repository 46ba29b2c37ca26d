/**
 * The NFT market (nft): artworks on sale (all, fixed price, auction), blind-box series and artists,
 * with search, my NFT account and the fairness promise in view.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { ArtistList, ArtworkList, SeriesList } from '../components/Lists';
import { NFT_PATHS } from '../paths';
import '../nft.css';

const TABS = ['all', 'fixed', 'auction', 'boxes', 'artists'] as const;
type Tab = (typeof TABS)[number];

export default function Market() {
  const { t } = useTranslation();
  const token = useToken();
  const [tab, setTab] = useState<Tab>('all');
  const right = (
    <span className="nft-nav-actions">
      <button type="button" className="nft-link" onClick={() => go(NFT_PATHS.search)} data-testid="go-search">
        {t('nft.search.action')}
      </button>
      {token ? (
        <button type="button" className="nft-link" onClick={() => go(NFT_PATHS.mine)} data-testid="go-mine">
          {t('nft.mine.short')}
        </button>
      ) : null}
    </span>
  );
  return (
    <Page title={t('nft.title')} name="nft" right={right}>
      <div className="nft-layout">
        <p className="hint nft-promise">{t('nft.promise')}</p>
        <div className="nft-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              onClick={() => setTab(k)}
              data-testid={`tab-${k}`}
            >
              {t(`nft.tabs.${k}`)}
            </button>
          ))}
        </div>
        {tab === 'boxes' ? <SeriesList /> : tab === 'artists' ? <ArtistList /> : <ArtworkList input={{ pay_type: tab }} />}
      </div>
    </Page>
  );
}
