/**
 * The home screen's "super leverage" shortcut opens the futures form with `?leverage=max`: the
 * highest multiple the market offers. When that multiple needs the user's one-time risk
 * confirmation first, the form starts at the highest one they may use now and asks for the
 * confirmation of the highest (RiskSheet); nothing above the cap is ever selected without it.
 */
import type { LeverTerms } from '@bourse/contract';
import { needsConfirmation } from './maths';

export interface StartLeverage {
  leverage: number;
  /** The multiple to ask the risk confirmation for, on opening the form. */
  ask: number | null;
}

export function startLeverage(terms: LeverTerms, param: string | null): StartLeverage {
  const fallback = terms.multiples.includes(10) ? 10 : (terms.multiples[0] ?? 1);
  if (param !== 'max' || terms.multiples.length === 0) return { leverage: fallback, ask: null };
  const max = Math.max(...terms.multiples);
  const usable = terms.multiples.filter((m) => !needsConfirmation(terms, m));
  if (!needsConfirmation(terms, max)) return { leverage: max, ask: null };
  return { leverage: usable.length > 0 ? Math.max(...usable) : fallback, ask: max };
}

/** The `leverage` parameter of the route (hash routing: it sits in the hash), read once as a form opens. */
export function leverageParam(): string | null {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  const at = hash.indexOf('?');
  return at === -1 ? null : new URLSearchParams(hash.slice(at + 1)).get('leverage');
}

/** The risk sheet's opening state for a form opened with `?leverage=max` above the cap. */
export function askFirst(terms: LeverTerms): { leverage: number } | null {
  const ask = startLeverage(terms, leverageParam()).ask;
  return ask === null ? null : { leverage: ask };
}
