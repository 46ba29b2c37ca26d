/**
 * Amounts as people type them (issue 13): the locale's decimal separator or a point, never a
 * character silently dropped. What cannot be read one way only (a thousands separator, both marks
 * at once, a dot that may group thousands in Spanish) is refused with the reason, so the amount
 * sent is always the amount on screen. The result is a canonical decimal string with a point;
 * amounts are never turned into JS numbers.
 */
import { toNumericText } from '@bourse/contract/validators';

export { toNumericText };

export interface Separators {
  /** The locale's decimal mark: '.' or ','. */
  decimal: string;
  /** The locale's thousands separator: ',', '.', a (narrow) no-break space... */
  group: string;
}

const SEPARATORS = new Map<string, Separators>();

/** The decimal mark and thousands separator Intl uses in `locale`. */
export function separators(locale: string): Separators {
  let found = SEPARATORS.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    SEPARATORS.set(locale, found);
  }
  return found;
}

/**
 * Why a typed amount was refused: a character that is not a digit or a mark ('character'), a
 * thousands separator or a mark that could be one ('separator'), more decimals than allowed
 * ('decimals'; 'whole' when none are).
 */
export type AmountProblem = 'character' | 'separator' | 'decimals' | 'whole';

export type TypedAmount = { ok: true; value: string } | { ok: false; problem: AmountProblem };

const MARK = /[.,]/g;
const SPACE_LIKE = /[\s'’]/;

/**
 * Whether the one mark typed reads as the decimal point. The locale's own mark does; a point does
 * too where the locale writes decimals with a comma, except where it may group thousands
 * ('1.000' is a thousand in Spanish and often in French): after a digit other than 0 and before
 * exactly three digits.
 */
function isDecimalMark(mark: string, whole: string, fraction: string, { decimal }: Separators): boolean {
  if (mark === decimal) return true;
  if (mark !== '.') return false;
  return /^0*$/.test(whole) || fraction.length !== 3;
}

/**
 * Read what was typed in an amount field in `locale`, allowing at most `maxDecimals` decimals:
 * '0,002' in fr-FR -> '0.002'; '1.000,5' in en-US -> refused. Full-width digits and marks
 * (Japanese and Chinese keyboards) read as their ASCII forms; leading and trailing spaces are
 * ignored. An empty field is ''.
 */
export function readTypedAmount(typed: string, locale: string, maxDecimals: number): TypedAmount {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { ok: true, value: '' };
  for (const c of text) {
    if ((c >= '0' && c <= '9') || c === '.' || c === ',') continue;
    return { ok: false, problem: SPACE_LIKE.test(c) ? 'separator' : 'character' };
  }
  const marks = text.match(MARK) ?? [];
  if (marks.length > 1) return { ok: false, problem: 'separator' };
  const [whole = '', fraction = ''] = text.split(MARK);
  if (marks.length === 1 && !isDecimalMark(marks[0]!, whole, fraction, separators(locale))) return { ok: false, problem: 'separator' };
  if (marks.length === 1 && maxDecimals === 0) return { ok: false, problem: 'whole' };
  if (fraction.length > maxDecimals) return { ok: false, problem: 'decimals' };
  if (whole === '' && fraction === '') return { ok: true, value: '' };
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: fraction ? `${digits}.${fraction}` : digits };
}

/** A canonical decimal string as the field shows it in `locale`: '0.5' -> '0,5' in fr-FR, no grouping. */
export function toTypedText(value: string, locale: string): string {
  if (!/^\d*\.?\d*$/.test(value)) return value;
  return value.replace('.', separators(locale).decimal);
}
