/**
 * `otc/otc` (SPEC section 2; issue 19): the OTC desk. The request form and the desk's terms are
 * open to visitors; asking for a quote asks to sign in; the orders are the user's own.
 */
import '../otc.css';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Desk } from '../components/Desk';
import { Orders } from '../components/Orders';

const TABS = ['desk', 'orders'] as const;

export default function Otc() {
  const { t } = useTranslation();
  const token = useToken();
  const [tab, setTab] = useState<(typeof TABS)[number]>('desk');
  return (
    <Page title={t('otc.title')} name="otc">
      <div className="otc-layout">
        <div className="seg-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
              onClick={() => setTab(k)}
              data-testid={`otc-tab-${k}`}
            >
              {t(`otc.tabs.${k}`)}
            </button>
          ))}
        </div>
        {tab === 'desk' ? <Desk onFilled={() => setTab('orders')} /> : <Orders signedIn={Boolean(token)} />}
      </div>
    </Page>
  );
}
