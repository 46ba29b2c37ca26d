/**
 * One explicit table of result parsers used by both drivers, so a row reads the same on PGlite and
 * on PostgreSQL: numeric stays a string (money is converted to bigint by the caller; never a
 * float), int8 becomes a number and refuses to lose precision.
 */
export const OID = {
  INT8: 20,
  NUMERIC: 1700,
  INT8_ARRAY: 1016,
  NUMERIC_ARRAY: 1231,
} as const;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} exceeds the safe integer range`);
  return value;
}

export function parseNumeric(text: string): string {
  return text;
}

/** Parse a one-dimensional PostgreSQL array literal of plain values ({1,2,NULL}). */
export function parseSimpleArray<T>(text: string, item: (s: string) => T): Array<T | null> {
  const body = text.slice(1, -1);
  if (body.length === 0) return [];
  return body.split(',').map((s) => (s === 'NULL' ? null : item(s.replace(/^"|"$/g, ''))));
}

export const PARSERS: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: parseNumeric,
  [OID.INT8_ARRAY]: (t) => parseSimpleArray(t, parseInt8),
  [OID.NUMERIC_ARRAY]: (t) => parseSimpleArray(t, parseNumeric),
};
