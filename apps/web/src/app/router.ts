/** Hash routing with base '/' (SPEC section 2). Navigation outside React goes through navigation.ts. */
import { createHashRouter } from 'react-router';
import { registerNavigator } from './navigation';
import { appRoutes } from './routes';

export function createAppRouter() {
  const router = createHashRouter(appRoutes);
  registerNavigator(
    (to, options) => void router.navigate(to, { replace: options?.replace ?? false, viewTransition: true }),
    () => `${router.state.location.pathname}${router.state.location.search}`,
    () => void router.navigate(-1),
  );
  return router;
}
