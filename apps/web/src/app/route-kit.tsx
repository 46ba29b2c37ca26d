/** Building blocks for the features' routes.tsx files. */
import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './guard';

export function guarded(element: ReactElement, auth: boolean): ReactElement {
  return auth ? <RequireAuth>{element}</RequireAuth> : element;
}

type Preloadable = { preload?(): Promise<void> };

/**
 * What a route's handle carries for the launch (start.tsx): when the app opens on the route, its
 * page's chunk (and the lazy parts shown with it) is loaded before the first render, so the first
 * screen renders whole instead of suspending.
 */
export interface FirstLoadHandle {
  preload?(): Promise<void>;
}

export interface PageRouteOptions {
  auth?: boolean;
  /** Lazily loaded parts the page shows at once, loaded with it when it is the first screen. */
  with?: Preloadable[];
}

/** A route showing a (lazily loaded) page; `auth` puts it behind the sign-in guard. */
export function pageRoute(path: string, Page: ComponentType & Preloadable, options: PageRouteOptions = {}): RouteObject {
  const parts = [Page, ...(options.with ?? [])].filter((part) => part.preload);
  const handle: FirstLoadHandle = {};
  if (parts.length > 0) handle.preload = () => Promise.all(parts.map((part) => part.preload!())).then(() => undefined);
  return { path, element: guarded(<Page />, options.auth ?? false), handle };
}
