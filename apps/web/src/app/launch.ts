/**
 * The launch sequence (SPEC sections 1 and 9). Before the first render: the h5Version rule, the
 * stored session and preferences, the theme, and the current language's texts. After it: the
 * socket (again on every sign-in or sign-out) and the fiat rates. The site config loads with the
 * frame (see site.ts), which puts the logo and name in the header and the document title.
 */
import { loadPickedArea } from '../lib/area';
import { applyH5Version } from '../lib/storage';
import { preloadToast } from '../lib/toast';
import { keepRatesFresh, loadRates } from './fiat-rates';
import { loadLanguage } from './i18n';
import { applyTheme, langStore, loadPreferences, watchSystemTheme } from './preferences';
import { loadSession } from './session';
import { fetchFiatRates } from './site';
import { followSession, openSocket } from './socket';

export async function prepareLaunch(): Promise<void> {
  applyH5Version();
  loadPreferences();
  loadSession();
  loadRates();
  loadPickedArea();
  applyTheme();
  watchSystemTheme();
  await loadLanguage(langStore.get());
}

export function startBackground(): void {
  void openSocket();
  // The first toast (often 'please log in first') must not wait for its code to download.
  setTimeout(preloadToast, 0);
  followSession();
  keepRatesFresh(fetchFiatRates);
}
