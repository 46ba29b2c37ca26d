/**
 * Route-level code splitting. A page's chunk loads on first visit; its loading state appears only
 * after 200 ms (fast loads show nothing), and after 60 s without the chunk, or on a load error, the
 * page shows an error with a retry (SPEC section 9).
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@bourse/contract/constants';
import { DelayedLoading, ErrorState } from '../components/states';
import { loadRestTexts } from './i18n';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export class PageLoadTimeout extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageLoadTimeout';
  }
}

/** The loader, rejected if it has not resolved within `timeoutMs`. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadTimeout()), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        kind="page"
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

export interface LazyPageOptions {
  delayMs?: number;
  timeoutMs?: number;
  /**
   * The page reads only the first screen's texts (first-texts.ts). Every other page loads the
   * rest of the language's texts with its code, so it never shows a text missing.
   */
  firstScreenTexts?: boolean;
}

/** A lazily loaded page that can be asked for before it renders (the first screen's, at launch). */
export type LazyPageComponent<P extends object = object> = ComponentType<P> & {
  /** Start loading the page's chunk now; a failure is left for the page to show when it renders. */
  preload(): Promise<void>;
};

/** A thenable that resolves synchronously, so React.lazy renders a module already here without suspending. */
const settled = <T,>(value: T): PromiseLike<T> => ({
  then: (onFulfilled) => (onFulfilled ? Promise.resolve(onFulfilled(value)) : Promise.resolve(value)) as never,
});

/**
 * A page component that loads `load` on first render, or earlier through `preload()`. Once the
 * chunk is here a render shows the page at once (no suspended frame, which React would hold back
 * for its fallback throttle). React.lazy remembers a failure, so a retry makes a new one.
 */
export function lazyPage<P extends object>(load: Loader<P>, options: LazyPageOptions = {}): LazyPageComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const withTexts: Loader<P> = options.firstScreenTexts ? load : () => Promise.all([load(), loadRestTexts()]).then(([module]) => module);
  const fetchModule = () =>
    (pending ??= withTimeout(withTexts, options.timeoutMs ?? PAGE_LOAD_TIMEOUT_MS)().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const make = () => lazy(() => (loaded ? settled(loaded) : fetchModule()) as Promise<{ default: ComponentType<P> }>);
  let current = make();
  function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    const Page = current;
    return (
      <LoadBoundary
        onRetry={() => {
          current = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<DelayedLoading delayMs={options.delayMs ?? PAGE_LOAD_DELAY_MS} />}>
          <Page {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(LazyPage, {
    preload: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
  });
}
