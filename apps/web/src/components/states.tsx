/** Loading, empty and error states, the same on every screen. */
import { useEffect, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../app/i18n';
import type { UseQueryResult } from '@tanstack/react-query';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <Spinner />
      <span className="state-label">{label ?? t('app.states.loading')}</span>
    </div>
  );
}

/** Shows the loading state only once `delayMs` has passed, so quick loads do not flash a spinner. */
export function DelayedLoading({ delayMs }: { delayMs: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <Loading /> : <div className="state state-pending" aria-hidden="true" />;
}

/** A small CSS spinner (antd-mobile's animates through a library the first screen does without). */
export function Spinner({ size = 28, light = false }: { size?: number; light?: boolean }) {
  return <span className={`spinner${light ? ' spinner--light' : ''}`} style={{ width: size, height: size }} aria-hidden="true" />;
}

/** A picture, a title, a line of explanation and an optional action: the frame of every empty or error state. */
export function StateBlock({
  kind,
  title,
  description,
  children,
}: {
  kind: 'empty' | 'error';
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`state state-${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <svg className="state-art" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="14" y="14" width="68" height="46" rx="8" fill="var(--surface-2)" stroke="var(--border)" strokeWidth="2" />
        {kind === 'empty' ? (
          <path d="M30 38h36M36 46h24" stroke="var(--text-3)" strokeWidth="3" strokeLinecap="round" />
        ) : (
          <path d="M48 28v14M48 49v1" stroke="var(--brand-error)" strokeWidth="4" strokeLinecap="round" />
        )}
      </svg>
      <p className="state-title">{title}</p>
      {description ? <p className="state-description">{description}</p> : null}
      {children ? <div className="state-actions">{children}</div> : null}
    </div>
  );
}

export function EmptyState({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  return <StateBlock kind="empty" title={title ?? t('app.states.empty')} description={description} />;
}

export function ErrorState({ kind = 'data', onRetry }: { kind?: 'data' | 'page'; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      kind="error"
      title={kind === 'page' ? t('app.page.loadFailed') : t('app.states.error')}
      description={t('app.states.errorHint')}
    >
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" onClick={onRetry} data-testid="retry">
          {t('app.states.retry')}
        </Button>
      ) : null}
    </StateBlock>
  );
}

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** True when the data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders a query's loading, error (with retry), empty and loaded states. */
export function QueryView<T>({ query, isEmpty, empty, children }: QueryViewProps<T>) {
  // A query that waits and is not fetching is switched off (a page opened without the id it needs):
  // there is nothing to wait for, so it shows the empty state rather than loading for ever.
  if (query.isPending && query.fetchStatus === 'idle') return <>{empty ?? <EmptyState />}</>;
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const data = query.data;
  const blank = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (blank || data === null || data === undefined) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
