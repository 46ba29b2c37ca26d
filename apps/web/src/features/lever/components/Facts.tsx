/** Label / value rows, the building block of every futures card. */
import type { ReactNode } from 'react';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** A stable name for tests. */
  id?: string;
  tone?: string;
  strong?: boolean;
}

export function Facts({ facts, className }: { facts: readonly (Fact | false | null | undefined)[]; className?: string }) {
  return (
    <dl className={`lever-facts${className ? ` ${className}` : ''}`}>
      {facts
        .filter((f): f is Fact => Boolean(f))
        .map((f, i) => (
          <div key={f.id ?? i} className={`lever-fact${f.strong ? ' lever-fact--strong' : ''}`} data-testid={f.id}>
            <dt>{f.label}</dt>
            <dd className={f.tone ? `tone-${f.tone}` : undefined}>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}
