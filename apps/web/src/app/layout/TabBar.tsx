/** The bottom tab bar (phones): the tabs of built products with icons, translated labels and the active state. */
import AdmTabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from '../i18n';
import { go } from '../navigation';
import { useSupportUnread } from '../support-unread';
import { VISIBLE_TABS, type TabKey } from '../tabs';
import { tabTarget } from '../trade-shell';
import { TabIcon } from './TabIcons';

export function TabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  // Customer service's unread answers show on Home, where its entry is (the header's support button).
  const unread = useSupportUnread();
  return (
    <nav className="tab-bar" aria-label={t('app.nav.tabs')}>
      <AdmTabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          const tab = VISIBLE_TABS.find((item) => item.key === key);
          if (tab && tab.key !== active) go(tabTarget(tab));
        }}
      >
        {VISIBLE_TABS.map((tab) => (
          <AdmTabBar.Item
            key={tab.key}
            icon={<TabIcon tab={tab.key} />}
            title={t(`app.tabs.${tab.key}`)}
            badge={tab.key === 'home' && unread > 0 ? unread : undefined}
          />
        ))}
      </AdmTabBar>
    </nav>
  );
}
