/**
 * The recorded ticks of a market between two instants, exactly as stored: number, time (to the
 * millisecond), price and source, oldest first, more on demand. A proof links here with the range
 * around its entry or close and the tick numbers it cites, which are highlighted
 * (#/pages/market/ticks?symbol=BTC/USDT&from=<ms>&to=<ms>&ids=12,34; components/ProofTicks.tsx).
 */
import '../market.css';
import './ticks.css';
import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { RecordedTickOut } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { DelayedLoading, EmptyState, StateBlock } from '../../../components/states';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { formatFixed } from '../../../lib/number-display';
import { useLocale } from '../../../lib/use-locale';
import { useTickPages } from '../api';

interface Range {
  symbol: string;
  from: number;
  to: number;
}

/** The range the link names, or undefined when it names none. */
export function readRange(params: URLSearchParams): Range | undefined {
  const symbol = params.get('symbol')?.trim() ?? '';
  const [from, to] = [Number(params.get('from') ?? NaN), Number(params.get('to') ?? NaN)];
  if (!symbol || !Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from) return undefined;
  return { symbol, from, to };
}

const citedIds = (text: string | null) =>
  new Set(
    (text ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0),
  );

/** Times to the millisecond; the table leaves out the date when the whole range is on one day. */
function useTimeFormat(range: Range) {
  const { locale } = useLocale();
  return useMemo(() => {
    const clock = { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, hourCycle: 'h23' } as const;
    const full = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', ...clock });
    const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
    const oneDay = day.format(new Date(range.from)) === day.format(new Date(range.to));
    const short = oneDay ? new Intl.DateTimeFormat(locale, clock) : full;
    return { full: (ms: number) => full.format(new Date(ms)), row: (ms: number) => short.format(new Date(ms)) };
  }, [locale, range.from, range.to]);
}

export default function Ticks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const range = readRange(params);
  return (
    <Page title={t('market.ticks.title')} name="market-ticks">
      {range ? <TickList range={range} cited={citedIds(params.get('ids'))} /> : <EmptyState title={t('market.ticks.invalid')} />}
    </Page>
  );
}

function TickList({ range, cited }: { range: Range; cited: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const time = useTimeFormat(range);
  const pages = useTickPages(range);
  if (pages.isPending) return <DelayedLoading delayMs={200} />;
  if (pages.isError) return <StateBlock kind="error" title={pages.error.message} />;
  const first = pages.data.pages[0]!;
  const ticks = pages.data.pages.flatMap((p) => p.ticks);
  return (
    <div className="ticks" data-testid="ticks">
      <header className="ticks-head">
        <strong>{first.symbol}</strong>
        <SimulatedMarketBadge simulated={pages.data.pages.some((p) => p.simulated)} />
      </header>
      <p className="hint">{t('market.ticks.intro', { symbol: first.symbol, from: time.full(range.from), to: time.full(range.to) })}</p>
      {ticks.length === 0 ? (
        <EmptyState title={t('market.ticks.empty')} />
      ) : (
        <div className="ticks-scroll card">
          <table className="ticks-table">
            <thead>
              <tr>
                <th scope="col">{t('market.ticks.id')}</th>
                <th scope="col">{t('market.ticks.time')}</th>
                <th scope="col" className="num">
                  {t('market.ticks.price')}
                </th>
                <th scope="col">{t('market.ticks.source')}</th>
              </tr>
            </thead>
            <tbody>
              {ticks.map((tick) => (
                <TickRow key={tick.id} tick={tick} cited={cited.has(tick.id)} time={time.row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages.hasNextPage ? (
        <Button block fill="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid="ticks-more">
          {t('market.ticks.more')}
        </Button>
      ) : null}
    </div>
  );
}

function TickRow({ tick, cited, time }: { tick: RecordedTickOut; cited: boolean; time: (ms: number) => string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const decimals = tick.price.includes('.') ? tick.price.length - tick.price.indexOf('.') - 1 : 0;
  return (
    <tr className={cited ? 'ticks-row ticks-row--cited' : 'ticks-row'} aria-current={cited ? 'true' : undefined} data-tick={tick.id}>
      <th scope="row">
        #{tick.id}
        {cited ? <span className="ticks-cited">{t('market.ticks.cited')}</span> : null}
      </th>
      <td title={tick.time_iso}>{time(tick.ts)}</td>
      <td className="num">{formatFixed(tick.price, decimals, locale)}</td>
      <td>{tick.source}</td>
    </tr>
  );
}
