/**
 * The launch sequence (SPEC sections 1 and 9). First, in the small entry (main.tsx): the h5Version
 * rule, the stored session and preferences, the theme; then, side by side, the language's texts,
 * the app's code and the first screen's chunk and data (first-load.ts). After the first render
 * (start.tsx): the socket (again on every sign-in or sign-out).
 */
import { loadPickedArea } from '../lib/area';
import { applyH5Version } from '../lib/storage';
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
  followSession();
}
