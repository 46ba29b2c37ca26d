/**
 * Intl formatters, made once per locale and options and then reused. Making one costs far more
 * than using it (a screen of prices made one per number, ~15 % of the home's first render).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * Options in a fixed order, so the same options always make the same key. Names are compared as
 * plain strings: `localeCompare` goes through the collator and, run for every number a screen
 * formats, was most of this module's time in the home's first render.
 */
function keyOf(locale: string, options: object): string {
  const names = Object.keys(options).sort();
  let key = locale;
  for (const name of names) key += `|${name}=${String((options as Record<string, unknown>)[name])}`;
  return key;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat {
  const key = keyOf(locale, options);
  let format = relativeTimeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, options);
    relativeTimeFormats.set(key, format);
  }
  return format;
}
