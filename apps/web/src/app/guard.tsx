/**
 * Pages that need an account (SPEC sections 2 and 6): without a token, show 'please log in first'
 * and go to the login page after 1,200 ms, remembering the page so sign-in can return to it.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from './i18n';
import { REDIRECT_DELAY_MS } from '@bourse/contract/constants';
import { ICONS, StrokeIcon } from '../components/StrokeIcon';
import { toast } from '../lib/toast';
import { go, loginPathFor } from './navigation';
import { sessionStore, useToken } from './session';

/** A session the server just ended is being redirected by the request wrapper already. */
const WRAPPER_REDIRECT_WINDOW_MS = REDIRECT_DELAY_MS + 800;

export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    if (token) return;
    const expiredAt = sessionStore.get().expiredAt;
    if (expiredAt !== undefined && Date.now() - expiredAt < WRAPPER_REDIRECT_WINDOW_MS) return;
    toast(t('errors.SESSION_REQUIRED'));
    const timer = setTimeout(() => go(loginPathFor(pathname + search), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, pathname, search, t]);

  if (token) return <>{children}</>;
  return (
    <div className="sign-in-required" data-testid="sign-in-required" data-page="sign-in-required">
      <StrokeIcon paths={ICONS.lock} size={40} />
      <p>{t('errors.SESSION_REQUIRED')}</p>
    </div>
  );
}
