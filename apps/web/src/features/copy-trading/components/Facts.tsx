/** Label / value rows of copy trading's cards. */
import type { ReactNode } from 'react';

export interface Fact {
  id?: string;
  label: ReactNode;
  value: ReactNode;
  tone?: string;
}

export function Facts({ facts }: { facts: readonly (Fact | false | null | undefined)[] }) {
  return (
    <dl className="ct-facts">
      {facts
        .filter((f): f is Fact => Boolean(f))
        .map((f, i) => (
          <div key={f.id ?? i} className="ct-fact" data-testid={f.id}>
            <dt>{f.label}</dt>
            <dd className={f.tone ? `tone-${f.tone}` : undefined}>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}
