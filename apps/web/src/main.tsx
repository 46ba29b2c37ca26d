/**
 * Entry, kept small (first-load.ts): the stored state, then side by side the language's texts, the
 * first screen's code and data, and the app's code (start.tsx), which renders once they are here.
 */
// Components are imported from their own modules (the package index would pull in every one that
// any page uses), so antd-mobile's global styles are imported here once.
import 'antd-mobile/es/global';
import './app/styles/index.css';
import { showsHomeFirst, startFirstLoad } from './app/first-load';
import { readStoredState } from './app/launch';
import { langStore } from './app/preferences';
import { createQueryClient } from './app/query-client';
import { fetchTexts } from './app/texts';

/** The texts or the app's code could not be loaded (offline at first visit): a reload, the one action that needs no words. */
function offerReload(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launch-retry';
  button.textContent = '↻';
  button.setAttribute('aria-label', '↻');
  button.addEventListener('click', () => window.location.reload());
  document.getElementById('root')!.replaceChildren(button);
}

/**
 * Settles once the browser has painted the next frame (a frame, then a task after it), or after
 * 200 ms: a tab opened in the background paints no frames until it is shown, and must not wait.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

readStoredState();
// The server drew the home's top into the page (apps/server/src/app/first-screen.ts); a link to
// another screen must not show the home meanwhile.
if (!showsHomeFirst()) document.querySelector('#root > .launch')?.remove();
const texts = fetchTexts(langStore.get());
texts.catch(() => undefined); // handled by start(), or by offerReload if the app's code never comes
const queryClient = createQueryClient();
const firstLoad = startFirstLoad(queryClient);
// The app's code is fetched already (the page preloads it); running it is what takes a slow phone's
// CPU for a second. It waits for the next frame, so the page's own first screen is painted first.
afterNextPaint()
  .then(() => import('./app/start'))
  .then(({ start }) => start(queryClient, texts, firstLoad.data))
  .catch(offerReload);
