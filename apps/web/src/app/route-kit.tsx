/** Building blocks for the features' routes.tsx files. */
import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './guard';

export function guarded(element: ReactElement, auth: boolean): ReactElement {
  return auth ? <RequireAuth>{element}</RequireAuth> : element;
}

/** A route showing a (lazily loaded) page; `auth` puts it behind the sign-in guard. */
export function pageRoute(path: string, Page: ComponentType, options: { auth?: boolean } = {}): RouteObject {
  return { path, element: guarded(<Page />, options.auth ?? false) };
}
