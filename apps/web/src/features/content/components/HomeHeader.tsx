/** Home's header: the site's logo and name, and the ways to language, support (once built) and settings. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { isProductEnabled } from '@bourse/contract/products';
import { SiteBrand } from '../../../app/layout/SiteBrand';
import { go } from '../../../app/navigation';
import { ICONS, StrokeIcon } from '../../../components/StrokeIcon';
import { useSupportUnread } from '../../../app/support-unread';

export function HomeHeader() {
  const { t } = useTranslation();
  const action = (label: string, path: string, icon: ReactNode, testId: string) => (
    <button type="button" className="home-header-action" aria-label={label} title={label} onClick={() => go(path)} data-testid={testId}>
      {icon}
    </button>
  );
  return (
    <header className="home-header">
      <SiteBrand />
      <div className="home-header-actions">
        {action(t('home.header.language'), '/pages/setting/language', <StrokeIcon paths={ICONS.globe} />, 'home-language')}
        {isProductEnabled('support') ? action(t('home.header.support'), '/pages/kefu/index', <SupportIcon />, 'home-support') : null}
        {action(t('home.header.account'), '/pages/setting/setting', <StrokeIcon paths={ICONS.user} />, 'home-account')}
      </div>
    </header>
  );
}

/** The support icon with a dot while staff answers are unread. */
function SupportIcon() {
  const unread = useSupportUnread();
  return (
    <span className="home-header-badge">
      <StrokeIcon paths={ICONS.chat} />
      {unread > 0 ? <span className="home-header-dot" data-testid="home-support-unread" /> : null}
    </span>
  );
}
