/**
 * The frame of every screen below the tabs: a 44-unit navigation bar with a back arrow and the
 * title, then the content. Tab screens get no back arrow: those that pass `tab`, and every screen
 * the app layout frames with the tab bar (the trade shell's spot, futures and options).
 */
import { useContext, type ReactNode } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from '../app/i18n';
import { goBack } from '../app/navigation';
import { TabScreenContext } from '../app/trade-shell';

interface PageProps {
  title: ReactNode;
  /** A tab screen: no back arrow. */
  tab?: boolean;
  right?: ReactNode;
  /** Extra class on the body, e.g. 'page-body--flush' for edge-to-edge content. */
  bodyClassName?: string;
  /** A stable name for tests and styling. */
  name?: string;
  children: ReactNode;
}

export function Page({ title, tab: tabProp = false, right, bodyClassName, name, children }: PageProps) {
  const { t } = useTranslation();
  const tab = useContext(TabScreenContext) || tabProp;
  return (
    <div className="page" data-page={name}>
      <NavBar
        className="page-nav"
        back={tab ? null : ''}
        backIcon={
          tab ? (
            false
          ) : (
            <span className="page-back" role="button" aria-label={t('app.nav.back')} data-testid="page-back">
              <LeftOutline />
            </span>
          )
        }
        onBack={goBack}
        right={right}
      >
        <h1 className="page-title">{title}</h1>
      </NavBar>
      <div className={`page-body${bodyClassName ? ` ${bodyClassName}` : ''}`}>{children}</div>
    </div>
  );
}
