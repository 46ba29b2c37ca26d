/**
 * Work the first screen does not need (the live socket's code and connection, the toast's code)
 * waits until the page has loaded and the main thread is idle, so it neither competes with the
 * first screen's requests on a slow link nor delays its first paint (issue 13). Later calls, once
 * the first load is over, go ahead at once.
 */
const MAX_IDLE_WAIT_MS = 1500;

let settled: Promise<void> | undefined;

export function afterFirstLoad(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: MAX_IDLE_WAIT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}
