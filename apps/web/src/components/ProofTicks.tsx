/**
 * From a proof to the raw ticks (DESIGN.md section 6): links to every price recorded 30 s either
 * side of the entry and of the close, with the proof's tick numbers highlighted there, so the
 * user finds them among everything stored around them. Shared by the futures and seconds-options
 * proofs; the ticks screen itself is market data's (#/pages/market/ticks).
 */
import type { MouseEvent } from 'react';
import { useTranslation } from '../app/i18n';
import { go } from '../app/navigation';

export const TICKS_PATH = '/pages/market/ticks';
/** How far either side of a proof's tick the linked range reaches. */
export const TICKS_AROUND_MS = 30_000;

/** The ticks screen for a market between two instants, with the cited tick numbers to highlight. */
export function ticksPath(symbol: string, range: { from: number; to: number }, cited: readonly number[]): string {
  const query = new URLSearchParams({ symbol, from: String(Math.max(0, range.from)), to: String(range.to), ids: cited.join(',') });
  return `${TICKS_PATH}?${query.toString()}`;
}

interface CitedTick {
  id: number;
  /** Milliseconds since the epoch. */
  time: number;
}

/**
 * A real link (it can be copied or opened in a new tab: the app's routes are hash routes) that
 * moves within the app through the navigator, so it needs no router around it.
 */
function RouteLink({ to, testId, children }: { to: string; testId: string; children: string }) {
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={`#${to}`} onClick={open} className="proof-ticks-link" data-testid={testId}>
      {children}
    </a>
  );
}

interface ProofTicksProps {
  symbol: string;
  entry: CitedTick | null;
  close: CitedTick | null;
  /** Other ticks the proof cites just before its close (a liquidation's mark-price inputs). */
  beforeClose?: readonly CitedTick[];
}

export function ProofTicks({ symbol, entry, close, beforeClose = [] }: ProofTicksProps) {
  const { t } = useTranslation();
  const cited = [entry, close, ...beforeClose].flatMap((x) => (x ? [x.id] : []));
  if (cited.length === 0) return null;
  const around = (at: number, earliest = at) => ({ from: earliest - TICKS_AROUND_MS, to: at + TICKS_AROUND_MS });
  return (
    <section className="proof-ticks" data-testid="proof-ticks">
      <h3 className="proof-ticks-title">{t('market.ticks.check')}</h3>
      <p className="hint">{t('market.ticks.checkHint')}</p>
      <div className="proof-ticks-links">
        {entry ? (
          <RouteLink to={ticksPath(symbol, around(entry.time), cited)} testId="ticks-around-entry">
            {t('market.ticks.aroundEntry')}
          </RouteLink>
        ) : null}
        {close ? (
          <RouteLink
            to={ticksPath(symbol, around(close.time, Math.min(close.time, ...beforeClose.map((x) => x.time))), cited)}
            testId="ticks-around-close"
          >
            {t('market.ticks.aroundClose')}
          </RouteLink>
        ) : null}
      </div>
    </section>
  );
}
