/** Hash routing with base '/' (SPEC section 2). Navigation outside React goes through navigation.ts. */
import { createHashRouter } from 'react-router';
import { registerNavigator } from './navigation';
import { appRoutes } from './routes';

/** A page transition cut short by the next navigation: the rejection its promises carry. */
export function isSkippedTransition(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError' && /transition was skipped/i.test(reason.message);
}

/**
 * A tap during a page's transition skips it (`skipTransition`), and the router leaves the skipped
 * transition's promises unhandled: the page reported "Transition was skipped" as an error. It is
 * no error; every other rejection is still reported.
 */
let quiet = false;
function quietSkippedTransitions(): void {
  if (quiet) return;
  quiet = true;
  window.addEventListener('unhandledrejection', (event) => {
    if (isSkippedTransition(event.reason)) event.preventDefault();
  });
}

export function createAppRouter() {
  quietSkippedTransitions();
  const router = createHashRouter(appRoutes);
  registerNavigator(
    (to, options) => void router.navigate(to, { replace: options?.replace ?? false, viewTransition: true }),
    () => `${router.state.location.pathname}${router.state.location.search}`,
    () => void router.navigate(-1),
  );
  return router;
}
