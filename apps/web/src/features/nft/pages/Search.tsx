/** Search (components/search): artists by name, artworks by title, artist or code. */
import { useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { ArtistList, ArtworkList } from '../components/Lists';
import '../nft.css';

export default function Search() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  return (
    <Page title={t('nft.search.title')} name="nft-search">
      <div className="nft-layout">
        <SearchBar
          placeholder={t('nft.search.placeholder')}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
          maxLength={50}
        />
        {keyword ? (
          <>
            <h2 className="section-title">{t('nft.artists.title')}</h2>
            <ArtistList keyword={keyword} />
            <h2 className="section-title">{t('nft.artworks.title')}</h2>
            <ArtworkList input={{ keyword, status: 'all' }} />
          </>
        ) : (
          <p className="hint">{t('nft.search.hint')}</p>
        )}
      </div>
    </Page>
  );
}
