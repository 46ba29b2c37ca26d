/** A label / value list, the loan screens' one way of showing figures. */
import type { ReactNode } from 'react';

export function Facts({ rows, testId }: { rows: Array<[label: string, value: ReactNode, id?: string]>; testId?: string }) {
  return (
    <dl className="loan-facts" data-testid={testId}>
      {rows.map(([label, value, id]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
