/**
 * `pages/kefu/index` (SPEC section 2): customer service and the chat room, two tabs of one page
 * (`?tab=chat` opens the room, the home's chat shortcut does). The page lives in app/ because it
 * composes two features, which never import each other. The anti-scam banner is on both tabs.
 */
import './kefu.css';
import { useSearchParams } from 'react-router';
import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from '../i18n';
import { Page } from '../../components/Page';
import { ChatRoom } from '../../features/chat/components/ChatRoom';
import { SupportDesk } from '../../features/support/components/SupportDesk';
import { useSupportUnread } from '../support-unread';

const TABS = ['support', 'chat'] as const;

export default function Kefu() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'chat' ? 'chat' : 'support';
  const unread = useSupportUnread();
  return (
    <Page title={tab === 'chat' ? t('support.tabs.chat') : t('support.title')} name="kefu">
      <p className="kefu-banner" role="note" data-testid="kefu-banner">
        {t('support.banner')}
      </p>
      <div className="kefu-tabs seg-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
            onClick={() => setParams({ tab: k }, { replace: true })}
            data-testid={`kefu-tab-${k}`}
          >
            {k === 'support' && unread > 0 ? (
              <Badge content={unread}>
                <span className="kefu-tab-label">{t('support.tabs.support')}</span>
              </Badge>
            ) : (
              t(`support.tabs.${k}`)
            )}
          </button>
        ))}
      </div>
      {tab === 'chat' ? <ChatRoom /> : <SupportDesk />}
    </Page>
  );
}
