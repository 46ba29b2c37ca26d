import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INTL_LOCALE, LANGS } from '@bourse/i18n';
import { readTypedAmount, separators, toNumericText, toTypedText } from './numeric';

const LOCALES = LANGS.map((lang) => INTL_LOCALE[lang]);
const read = (typed: string, locale: string, decimals = 8) => readTypedAmount(typed, locale, decimals);

/** A canonical amount: up to 12 whole digits without leading zeros, up to `decimals` decimals without trailing zeros. */
const amount = (decimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.stringMatching(new RegExp(`^\\d{0,${decimals}}$`)))
    .map(([whole, fraction]) => {
      const cut = fraction.replace(/0+$/, '');
      return cut ? `${whole}.${cut}` : String(whole);
    });

describe('the decimal marks of the eight languages', () => {
  it('reads the mark and the group from Intl', () => {
    expect(separators('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(separators('fr-FR').decimal).toBe(',');
    expect(separators('es-ES')).toEqual({ decimal: ',', group: '.' });
    for (const locale of ['zh-CN', 'zh-HK', 'th-TH', 'ja-JP', 'ko-KR']) expect(separators(locale).decimal).toBe('.');
  });
});

describe('reading a typed amount', () => {
  it("reads the locale's comma (issue 13: 0,002 BTC was sent as 2)", () => {
    expect(read('0,002', 'fr-FR')).toEqual({ ok: true, value: '0.002' });
    expect(read('60000,5', 'fr-FR')).toEqual({ ok: true, value: '60000.5' });
    expect(read('0,002', 'es-ES')).toEqual({ ok: true, value: '0.002' });
    expect(read('60000,5', 'es-ES')).toEqual({ ok: true, value: '60000.5' });
  });

  it('reads a point everywhere, unless it may group thousands where decimals take a comma', () => {
    for (const locale of LOCALES) expect(read('0.5', locale)).toEqual({ ok: true, value: '0.5' });
    expect(read('1.000', 'en-US')).toEqual({ ok: true, value: '1.000' });
    expect(read('1.5', 'es-ES')).toEqual({ ok: true, value: '1.5' });
    expect(read('0.002', 'es-ES')).toEqual({ ok: true, value: '0.002' });
    expect(read('1.000', 'es-ES')).toEqual({ ok: false, problem: 'separator' });
    expect(read('12.345', 'fr-FR')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1.2345', 'fr-FR')).toEqual({ ok: true, value: '1.2345' });
  });

  it('refuses thousands separators and two marks, with the reason (1.000,5 in English)', () => {
    expect(read('1.000,5', 'en-US')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1,000.5', 'en-US')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1,5', 'en-US')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1,5', 'ja-JP')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1.000,5', 'fr-FR')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1\u202f000,5', 'fr-FR')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1 000', 'fr-FR')).toEqual({ ok: false, problem: 'separator' });
    expect(read('1.2.3', 'en-US')).toEqual({ ok: false, problem: 'separator' });
  });

  it('never drops a character: letters, signs and currency marks are refused', () => {
    for (const typed of ['1a', '-1', '+1', '$5', '1e3', '٣']) expect(read(typed, 'en-US')).toEqual({ ok: false, problem: 'character' });
  });

  it('refuses more decimals than allowed instead of cutting them', () => {
    expect(read('7.999', 'en-US', 2)).toEqual({ ok: false, problem: 'decimals' });
    expect(read('7.99', 'en-US', 2)).toEqual({ ok: true, value: '7.99' });
    expect(read('5,5', 'fr-FR', 0)).toEqual({ ok: false, problem: 'whole' });
    expect(read('55', 'fr-FR', 0)).toEqual({ ok: true, value: '55' });
  });

  it('reads what is on the way to an amount: an empty field, a lone mark, a trailing mark, leading zeros', () => {
    expect(read('', 'en-US')).toEqual({ ok: true, value: '' });
    expect(read('  ', 'en-US')).toEqual({ ok: true, value: '' });
    expect(read(',', 'fr-FR')).toEqual({ ok: true, value: '' });
    expect(read('12,', 'fr-FR')).toEqual({ ok: true, value: '12' });
    expect(read(',5', 'fr-FR')).toEqual({ ok: true, value: '0.5' });
    expect(read('0012.5', 'en-US')).toEqual({ ok: true, value: '12.5' });
    expect(read(' 3.5 ', 'en-US')).toEqual({ ok: true, value: '3.5' });
  });

  it('reads full-width digits and marks from Japanese and Chinese keyboards', () => {
    expect(read('０．５', 'ja-JP')).toEqual({ ok: true, value: '0.5' });
    expect(read('１２３', 'zh-CN')).toEqual({ ok: true, value: '123' });
    expect(read('１，５', 'zh-CN')).toEqual({ ok: false, problem: 'separator' });
  });

  it('writes a canonical amount back in the locale, without grouping', () => {
    expect(toTypedText('1234.5', 'fr-FR')).toBe('1234,5');
    expect(toTypedText('1234.5', 'es-ES')).toBe('1234,5');
    expect(toTypedText('1234.5', 'en-US')).toBe('1234.5');
    expect(toTypedText('', 'fr-FR')).toBe('');
  });

  it('keeps the SPEC numeric helper for what is not an amount field', () => {
    expect(toNumericText(' 1,234.5 $')).toBe('1234.5');
  });
});

describe('properties over the eight languages', () => {
  it('what the user types in the locale format is the amount read', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 10 }), amount(10), (locale, decimals, value) => {
        fc.pre((value.split('.')[1]?.length ?? 0) <= decimals);
        const typed = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value as `${number}`);
        expect(read(typed, locale, decimals)).toEqual({ ok: true, value });
        expect(read(toTypedText(value, locale), locale, decimals)).toEqual({ ok: true, value });
      }),
      { numRuns: 800 },
    );
  });

  it('an amount written with Intl grouping is read exactly or refused, never read as another amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), amount(8), (locale, value) => {
        const typed = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value as `${number}`);
        const result = read(typed, locale);
        if (result.ok) expect(result.value).toBe(value);
      }),
      { numRuns: 800 },
    );
  });

  it('anything typed is either refused or an amount made of exactly the digits typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', 'a', '-') }),
        (locale, typed) => {
          const result = read(typed, locale);
          if (!result.ok) return;
          expect(result.value).toMatch(/^(\d+(\.\d+)?)?$/);
          const digits = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '').replace(/0+$/, '');
          expect(digits(result.value)).toBe(digits(typed));
        },
      ),
      { numRuns: 800 },
    );
  });
});
