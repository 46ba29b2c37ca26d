/**
 * The shared amount field in the eight languages (issue 13): the locale's decimal mark and the
 * point are read, the amount handed to the form is what was typed, ambiguous input is refused in
 * the user's language, and a value set from outside shows in the locale's format.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { INTL_LOCALE, LANGS, type Lang } from '@bourse/i18n';
import { i18n, loadLanguage } from '../../app/i18n';
import { DecimalField } from './DecimalField';

const LABEL = 'Quantity';

/** A form holding the field's value, and what it would send. */
function Form({ decimals = 8, initial = '' }: { decimals?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <DecimalField id="qty" label={LABEL} value={value} onChange={setValue} decimals={decimals} unit="BTC" />
      <output data-testid="sent">{value}</output>
      <button type="button" onClick={() => setValue('0.12345678')}>
        All
      </button>
    </div>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(LABEL);
const sent = () => screen.getByTestId('sent').textContent;
const typeIn = (value: string) => fireEvent.change(input(), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((n) => n.textContent);
const mark = (lang: Lang) => (INTL_LOCALE[lang].startsWith('fr') || INTL_LOCALE[lang].startsWith('es') ? ',' : '.');

afterEach(async () => {
  if (i18n.language !== 'en') await act(() => loadLanguage('en'));
});

describe('the decimal field in each of the eight languages', () => {
  for (const lang of LANGS) {
    it(`${lang}: the amount typed with the locale's mark is the amount sent`, async () => {
      await act(() => loadLanguage(lang));
      render(<Form />);
      const m = mark(lang);
      typeIn(`0${m}002`);
      expect(sent()).toBe('0.002');
      expect(input().value).toBe(`0${m}002`);
      typeIn(`60000${m}5`);
      expect(sent()).toBe('60000.5');
      // The point is read in every language.
      typeIn('0.25');
      expect(sent()).toBe('0.25');
      // Leaving the field writes it in the locale's format.
      fireEvent.blur(input());
      expect(input().value).toBe(`0${m}25`);
      expect(alerts()).toEqual([]);
    });

    it(`${lang}: a thousands separator is refused with a message in the language, and the amount kept`, async () => {
      await act(() => loadLanguage(lang));
      render(<Form />);
      typeIn('12');
      typeIn(mark(lang) === ',' ? '1.000,5' : '1,000.5');
      expect(sent()).toBe('12');
      expect(input().value).toBe('12');
      const message = i18n.t('app.form.amount.separator', { decimal: mark(lang) });
      expect(alerts()).toEqual([message]);
      expect(screen.getByTestId('qty-input').getAttribute('aria-invalid')).toBe('true');
      // The next good keystroke clears it.
      typeIn('123');
      expect(alerts()).toEqual([]);
      expect(sent()).toBe('123');
    });
  }
});

describe('the decimal field refuses rather than cuts', () => {
  it('1.000,5 in English (issue 13)', () => {
    render(<Form />);
    typeIn('1.000,5');
    expect(sent()).toBe('');
    expect(alerts()).toEqual(['No thousands separators; decimals with “.” (e.g. 1234.5)']);
  });

  it('a letter, more decimals than the coin has, a mark where only whole numbers go', () => {
    render(<Form decimals={2} />);
    typeIn('7.99');
    typeIn('7.99x');
    expect(alerts()).toEqual(['Type digits only, with “.” for decimals']);
    typeIn('7.999');
    expect(alerts()).toEqual(['At most 2 decimal places']);
    expect(sent()).toBe('7.99');
    cleanup();
    render(<Form decimals={0} />);
    typeIn('5.');
    expect(alerts()).toEqual(['Whole numbers only']);
    expect(sent()).toBe('');
  });

  it('keeps a longer value set from outside editable, without letting a keystroke add a decimal', () => {
    render(<Form decimals={2} initial="1.2345" />);
    typeIn('1.234');
    expect(sent()).toBe('1.234');
    typeIn('1.2345');
    expect(alerts()).toEqual(['At most 2 decimal places']);
    expect(sent()).toBe('1.234');
  });

  it('a dot that may group thousands, in Spanish', async () => {
    await act(() => loadLanguage('spa'));
    render(<Form />);
    typeIn('1.000');
    expect(sent()).toBe('');
    expect(alerts()).toEqual(['Sin separador de miles; decimales con «,» (p. ej., 1234,5)']);
  });

  it('shows a value set from outside (an "All" shortcut) in the locale format', async () => {
    await act(() => loadLanguage('fra'));
    render(<Form initial="1.5" />);
    expect(input().value).toBe('1,5');
    typeIn('1 000');
    expect(alerts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(input().value).toBe('0,12345678');
    expect(sent()).toBe('0.12345678');
    expect(alerts()).toEqual([]);
  });
});

describe('property: what the user types is the amount sent', () => {
  it('in every language, for any amount within the decimals allowed', async () => {
    for (const lang of LANGS) {
      await act(() => loadLanguage(lang));
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.stringMatching(/^\d{0,8}$/), (whole, fraction) => {
          const typed = `${whole}${fraction ? `${mark(lang)}${fraction}` : ''}`;
          render(<Form />);
          try {
            typeIn(typed);
            expect(sent()).toBe(fraction ? `${whole}.${fraction}` : String(whole));
            expect(input().value).toBe(typed);
            expect(alerts()).toEqual([]);
            // ...and, written back by the field on leaving it, it is still what was typed.
            fireEvent.blur(input());
            expect(input().value).toBe(typed);
          } finally {
            cleanup();
          }
        }),
        { numRuns: 25 },
      );
    }
  });
});
