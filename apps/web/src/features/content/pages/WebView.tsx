/**
 * A web page inside the app (#/pages/common/webView?url=...&title=...), below the 44-unit
 * navigation bar (SPEC section 2). Only http(s) addresses open; a site that refuses to be framed
 * stays reachable through "open in browser".
 */
import '../content.css';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { WEBVIEW_TOP_OFFSET } from '@bourse/contract/constants';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/states';
import { isUrl } from '../../../lib/validate';

export default function WebView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') || t('content.webView.title');
  const valid = isUrl(url);
  return (
    <Page
      title={title}
      name="webView"
      bodyClassName="page-body--flush"
      right={
        valid ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="webview-open">
            {t('content.webView.open')}
          </a>
        ) : null
      }
    >
      {valid ? (
        <iframe
          className="webview-frame"
          src={url}
          title={title}
          // The navigation bar above is WEBVIEW_TOP_OFFSET (44) units tall; the page fills the rest.
          style={{ height: `calc(100dvh - ${WEBVIEW_TOP_OFFSET}px)` }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="state">
          <EmptyState title={t('content.webView.invalid')} />
          <Button color="primary" fill="outline" onClick={() => window.history.back()}>
            {t('app.nav.back')}
          </Button>
        </div>
      )}
    </Page>
  );
}
