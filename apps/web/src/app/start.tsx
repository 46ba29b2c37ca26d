/**
 * The app's start, once its code is here (main.tsx loads this module): the language made current,
 * the first screen's page ready (its route's handle, route-kit.tsx) and its data in (or a second
 * at most), then the first render, whole.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { installAntdRender } from './antd-render';
import { App } from './App';
import { routeOfHash } from './first-load';
import { applyTexts } from './i18n';
import { startBackground } from './launch';
import type { FirstLoadHandle } from './route-kit';
import { appRoutes } from './routes';
import type { Texts } from './texts';

/** Loads the chunks of the page the URL opens on (a failure is the page's to show). */
function preloadFirstPage(path: string): Promise<unknown> {
  const handles = (matchRoutes(appRoutes, path) ?? []).map((match) => (match.route.handle ?? {}) as FirstLoadHandle);
  return Promise.all(handles.map((handle) => handle.preload?.()));
}

/**
 * How long the first render waits for the first screen's data once its code and texts are here.
 * The data was asked for with the code and mostly comes first; when it is late, the page renders
 * without it (its own loading states) rather than stay blank.
 */
export const FIRST_DATA_WAIT_MS = 1000;

const atMost = (ms: number, work: Promise<unknown>) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Rejects when the texts cannot be loaded (the entry then offers a reload). */
export async function start(client: QueryClient, texts: Promise<Texts>, firstData: Promise<void>): Promise<void> {
  installAntdRender();
  await Promise.all([texts.then(applyTexts), preloadFirstPage(routeOfHash(window.location.hash))]);
  await atMost(FIRST_DATA_WAIT_MS, firstData);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one long task that would block input meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={client} />
      </StrictMode>,
    ),
  );
  startBackground();
}
