import { describe, expect, it } from 'vitest';
import { numberFormat, relativeTimeFormat } from '../src/intl';

describe('cached Intl formatters', () => {
  it('makes one formatter per locale and options, whatever the order of the options', () => {
    const a = numberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    expect(numberFormat('fr-FR', { maximumFractionDigits: 4, minimumFractionDigits: 2 })).toBe(a);
    expect(numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })).not.toBe(a);
    expect(numberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 4 })).not.toBe(a);
    expect(a.format(1234.5)).toBe(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(1234.5));
  });

  it('does the same for relative times', () => {
    const a = relativeTimeFormat('ja-JP', { numeric: 'always' });
    expect(relativeTimeFormat('ja-JP', { numeric: 'always' })).toBe(a);
    expect(a.format(-5, 'minute')).toBe(new Intl.RelativeTimeFormat('ja-JP', { numeric: 'always' }).format(-5, 'minute'));
  });
});
