/**
 * The session: the token (local storage, SPEC section 6) and the signed-in user's profile. Only
 * this module writes them; the request wrapper clears them on a session-expired answer.
 */
import type { UserInfo } from '@bourse/contract';
import { KEYS, readJson, readText, writeJson, writeText } from '../lib/storage';
import { createStore, useStore } from '../lib/store';

export interface Session {
  token: string | null;
  user: UserInfo | null;
  /** When the server ended the session (a 999 answer), in ms; the wrapper then does the redirect. */
  expiredAt?: number;
}

export const sessionStore = createStore<Session>({ token: null, user: null });

/** Read the stored session (after the h5Version rule may have cleared it). */
export function loadSession(): void {
  const token = readText(KEYS.token);
  sessionStore.set({ token: token || null, user: token ? readJson<UserInfo | null>(KEYS.user, null) : null });
}

export function signIn(token: string): void {
  writeText(KEYS.token, token);
  writeJson(KEYS.user, null);
  sessionStore.set({ token, user: null });
}

export function setUser(user: UserInfo): void {
  if (!sessionStore.get().token) return; // a late answer after sign-out must not revive the profile
  writeJson(KEYS.user, user);
  sessionStore.set((s) => ({ ...s, user }));
}

export function clearSession(options: { expired?: boolean } = {}): void {
  writeText(KEYS.token, null);
  writeJson(KEYS.user, null);
  sessionStore.set({ token: null, user: null, ...(options.expired ? { expiredAt: Date.now() } : {}) });
}

export const getToken = () => sessionStore.get().token;
export const useSession = () => useStore(sessionStore);
export const useToken = () => useStore(sessionStore).token;
export const useUser = () => useStore(sessionStore).user;
