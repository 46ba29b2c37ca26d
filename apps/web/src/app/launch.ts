/**
 * The launch sequence (SPEC sections 1 and 9). First, in the small entry (main.tsx): the h5Version
 * rule, the stored session and preferences, the theme; then, side by side, the language's texts,
 * the app's code and the first screen's chunk and data (first-load.ts). After the first render
 * (start.tsx): the socket (again on every sign-in or sign-out) and the toast's code, once the
 * first screen has loaded.
 */
import { afterFirstLoad } from '../lib/after-first-load';
import { loadPickedArea } from '../lib/area';
import { applyH5Version } from '../lib/storage';
import { preloadToast } from '../lib/toast';
import { loadRates } from './fiat-rates';
import { applyTheme, loadPreferences, watchSystemTheme } from './preferences';
import { loadSession } from './session';
import { followSession, openSocket } from './socket';

/** What the device keeps: read before anything is asked for, so requests carry the language and session. */
export function readStoredState(): void {
  applyH5Version();
  loadPreferences();
  loadSession();
  loadRates();
  loadPickedArea();
  applyTheme();
  watchSystemTheme();
}

export function startBackground(): void {
  void openSocket();
  // The first toast (often 'please log in first') must not wait for its code to download, nor
  // the first screen for the toast's.
  void afterFirstLoad().then(preloadToast);
  followSession();
}
