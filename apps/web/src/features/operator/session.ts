/**
 * The operator's session, apart from the user's: its own token under its own key, in session
 * storage (a console tab that is closed is signed out, and a user sign-in on the same browser never
 * sees or clears it). `scope` is 'setup' after a first sign-in, until the password and TOTP are set.
 */
import { createStore, useStore } from '../../lib/store';

export const OPERATOR_TOKEN_KEY = 'operatorToken';
export const OPERATOR_SCOPE_KEY = 'operatorScope';

export type OperatorScope = 'full' | 'setup';

export interface OperatorSession {
  token: string | null;
  scope: OperatorScope;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the session lasts as long as the page.
  }
}

export const operatorSession = createStore<OperatorSession>({
  token: read(OPERATOR_TOKEN_KEY),
  scope: read(OPERATOR_SCOPE_KEY) === 'setup' ? 'setup' : 'full',
});

export function setOperatorSession(token: string, scope: OperatorScope): void {
  write(OPERATOR_TOKEN_KEY, token);
  write(OPERATOR_SCOPE_KEY, scope);
  operatorSession.set({ token, scope });
}

export function clearOperatorSession(): void {
  write(OPERATOR_TOKEN_KEY, null);
  write(OPERATOR_SCOPE_KEY, null);
  operatorSession.set({ token: null, scope: 'full' });
}

export const getOperatorToken = () => operatorSession.get().token;
export const useOperatorSession = () => useStore(operatorSession);
