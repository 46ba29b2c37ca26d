/**
 * Desktop navigation (1024 px and wider): the brand, the tabs and the settings, in a column
 * beside the content. Phones use the bottom tab bar instead (CSS decides which one shows).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { ICONS, StrokeIcon } from '../../components/StrokeIcon';
import { go } from '../navigation';
import { VISIBLE_TABS, type TabKey } from '../tabs';
import { useStore } from '../../lib/store';
import { lastTradeScreen, tabTarget } from '../trade-shell';
import { SiteBrand } from './SiteBrand';
import { TabIcon } from './TabIcons';

const SETTINGS_PATH = '/pages/setting/setting';

export function SideNav({ active, pathname }: { active: TabKey | undefined; pathname: string }) {
  const { t } = useTranslation();
  // The Trade entry's link follows the trade screen last used.
  useStore(lastTradeScreen);
  const item = (key: string, path: string, label: string, icon: ReactNode, current: boolean) => (
    <li key={key}>
      <a
        href={`#${path}`}
        className={`side-nav-item${current ? ' side-nav-item--active' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!current) go(path);
        }}
      >
        <span className="side-nav-icon">{icon}</span>
        <span>{label}</span>
      </a>
    </li>
  );
  return (
    <aside className="side-nav" aria-label={t('app.nav.main')}>
      <a
        className="side-nav-brand"
        href="#/"
        onClick={(event) => {
          event.preventDefault();
          go('/');
        }}
      >
        <SiteBrand size={32} />
      </a>
      <ul>
        {VISIBLE_TABS.map((tab) => item(tab.key, tabTarget(tab), t(`app.tabs.${tab.key}`), <TabIcon tab={tab.key} />, active === tab.key))}
        {item(
          'settings',
          SETTINGS_PATH,
          t('app.nav.settings'),
          <StrokeIcon paths={ICONS.settings} />,
          pathname.startsWith('/pages/setting/setting'),
        )}
      </ul>
    </aside>
  );
}
