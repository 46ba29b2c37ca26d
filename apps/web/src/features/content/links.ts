import { go } from '../../app/navigation';
import { isUrl } from '../../lib/validate';

export const WEBVIEW_PATH = '/pages/common/webView';

/** Where a banner or content link goes: our own routes directly, web addresses inside the webView page. */
export function linkTarget(link: string, title = ''): string | undefined {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  if (isUrl(link)) return `${WEBVIEW_PATH}?${new URLSearchParams({ url: link, title }).toString()}`;
  return undefined;
}

export function openLink(link: string, title = ''): void {
  const target = linkTarget(link, title);
  if (target) go(target);
}
