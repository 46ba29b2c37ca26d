/**
 * The shared validator of SPEC section 5, used by the client before sending and by the server's
 * schemas. Pure functions, no dependencies.
 */
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;
const MAINLAND_PHONE = /^1[3-9]\d{9}$/;
const INTERNATIONAL_PHONE = /^\d{4,15}$/;
const AMOUNT = /^(0|[1-9]\d*)(\.\d{1,10})?$/;
const DIGITS = /^\d+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID_CARD = /^\d{17}[\dXx]$/;
const NICK_CHARS = /^[\p{Script=Han}A-Za-z0-9]+$/u;
const SIGNATURE_CHARS = /^[\p{Script=Han}A-Za-z0-9]+( [\p{Script=Han}A-Za-z0-9]+)*$/u;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Mainland China mobile: 11 digits, starting 1, then 3 to 9. */
export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value);
}

/** A mobile number for an area code: the mainland rule for 86, 4 to 15 digits elsewhere. */
export function isMobile(value: string, areaCode: string): boolean {
  return areaCode === '86' ? isMainlandPhone(value) : INTERNATIONAL_PHONE.test(value);
}

/** A non-negative decimal amount with at most 10 decimals, no sign, no exponent. */
export function isAmount(value: string): boolean {
  return AMOUNT.test(value);
}

export function isDigits(value: string): boolean {
  return DIGITS.test(value);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A real calendar date written yyyy-mm-dd. */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Mainland resident identity card: 18 characters with the ISO 7064 MOD 11-2 check character. */
export function isIdCard(value: string): boolean {
  if (!ID_CARD.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const checks = '10X98765432';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * weights[i]!;
  return checks[sum % 11] === value[17]!.toUpperCase() && isDate(`${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`);
}

/** A one-time code of exactly n characters or digits. */
export function isCode(value: string, n = 6): boolean {
  return value.length === n && /^[A-Za-z0-9]+$/.test(value);
}

/** Length in characters as a user counts them (a Chinese character is one). */
export function charLength(value: string): number {
  return [...value].length;
}

export function hasOnlyNameCharacters(value: string): boolean {
  return NICK_CHARS.test(value);
}

export function hasOnlySignatureCharacters(value: string): boolean {
  return SIGNATURE_CHARS.test(value);
}

/** The numeric helper: strip spaces and everything but digits, one '.', and return what is left. */
export function toNumericText(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/**
 * Text that can be stored and shown: no NUL character (PostgreSQL text refuses it) and no
 * unpaired UTF-16 surrogate (not a character at all; UTF-8 and JSONB cannot hold one).
 */
export function isWellFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/**
 * Where the first text that is not well formed sits in a decoded input (strings and the names of
 * fields, in objects and arrays at any depth): its path ('a.0.b', '' for the value itself), or
 * undefined when every text is well formed.
 */
export function findMalformedText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findMalformedText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      // A malformed name is reported at its object: the name itself is not safe to echo.
      if (!isWellFormedText(key)) return path;
      const found = findMalformedText(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A lookup table's entry for a key that came from outside, only if the table itself holds it:
 * `table['constructor']` on a plain object is Object, not "no entry".
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
