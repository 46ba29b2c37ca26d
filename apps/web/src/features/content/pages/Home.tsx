/**
 * Home (tab 0): logo and name, banners, the launch notice, every shortcut, the market summary slot
 * and the news. On a desktop the news sits in a second column.
 */
import '../content.css';
import { useTranslation } from '../../../app/i18n';
import { DelayedLoading, ErrorState } from '../../../components/states';
import { useBanners, useMenu } from '../api';
import { Banners } from '../components/Banners';
import { HomeHeader } from '../components/HomeHeader';
import { MarketSummarySlot } from '../components/MarketSummarySlot';
import { NewsList } from '../components/NewsList';
import { NoticePopup } from '../components/NoticePopup';
import { Shortcuts } from '../components/Shortcuts';

export default function Home() {
  const { t } = useTranslation();
  const banners = useBanners();
  const menu = useMenu();
  return (
    <div className="home" data-page="home">
      <h1 className="visually-hidden">{t('app.tabs.home')}</h1>
      <HomeHeader />
      <div className="home-grid">
        <div className="home-main">
          {banners.data && banners.data.length > 0 ? (
            <Banners items={banners.data} />
          ) : banners.isPending ? (
            <div className="banners banners--pending" aria-hidden="true" />
          ) : null}
          <section className="card home-shortcuts">
            <h2 className="visually-hidden">{t('home.shortcuts.title')}</h2>
            {menu.isPending ? (
              <DelayedLoading delayMs={200} />
            ) : menu.isError ? (
              <ErrorState onRetry={() => void menu.refetch()} />
            ) : (
              <Shortcuts items={menu.data} />
            )}
          </section>
          <MarketSummarySlot />
        </div>
        <section className="card home-news" aria-labelledby="home-news-title">
          <div className="section-head">
            <h2 className="section-title" id="home-news-title">
              {t('home.news.title')}
            </h2>
          </div>
          <NewsList />
        </section>
      </div>
      <NoticePopup />
    </div>
  );
}
