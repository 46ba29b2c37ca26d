/**
 * A visitor who uses something that needs an account (the favourite star) gets what the sign-in
 * guard of app/guard.tsx gives a page: 'please log in first', then the login page after 1,200 ms,
 * which brings them back here afterwards.
 */
import { REDIRECT_DELAY_MS } from '@bourse/contract/constants';
import { getCurrentPath, go, loginPathFor } from '../../app/navigation';
import { toast } from '../../lib/toast';

let timer: ReturnType<typeof setTimeout> | undefined;

export function requireSignIn(message: string): void {
  void toast(message);
  if (timer !== undefined) return;
  const from = getCurrentPath();
  timer = setTimeout(() => {
    timer = undefined;
    go(loginPathFor(from));
  }, REDIRECT_DELAY_MS);
}
