/**
 * A close's proof (?id=): the recorded ticks it opened and closed at, the price path between them
 * and the margin maths, so the user can redo the sums (DESIGN.md section 1). A liquidation says
 * why, in numbers (components/MarkProof.tsx): the mark price it was decided and settled at, the
 * threshold the position was opened with, and every tick the mark is the median of, with that
 * median taken again here.
 */
import '../lever.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { LeverProof, ProofTick } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { ProofTicks } from '../../../components/ProofTicks';
import { EmptyState, QueryView } from '../../../components/states';
import { useProof } from '../api';
import { tone, useLeverFormat } from '../format';
import { Facts } from '../components/Facts';
import { LiquidationWhy, MarkCard } from '../components/MarkProof';
import { PricePath } from '../components/PricePath';

export default function Proof() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const proof = useProof(Number.isInteger(id) && id > 0 ? id : undefined);
  return (
    <Page title={t('lever.proofTitle')} name="lever-proof">
      {Number.isInteger(id) && id > 0 ? (
        <QueryView query={proof}>{(p) => <ProofView proof={p} />}</QueryView>
      ) : (
        <EmptyState title={t('errors.POSITION_NOT_FOUND')} />
      )}
    </Page>
  );
}

/**
 * The path with the opening and closing ticks themselves as its ends: the path's buckets start at
 * the opening time, and the tick it opened at may be a moment older than that.
 */
export function pathWithTicks(proof: Pick<LeverProof, 'path' | 'entry_tick' | 'close_tick'>): LeverProof['path'] {
  const ends = [proof.entry_tick, proof.close_tick]
    .filter((x): x is ProofTick => x !== null)
    .map((x) => ({ time: x.time, price: x.price }));
  const seen = new Set<string>();
  return [...ends, ...proof.path]
    .filter((x) => {
      const key = `${x.time}:${x.price}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.time - b.time);
}

function TickCard({ title, tick, testId }: { title: string; tick: ProofTick | null; testId: string }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  return (
    <section className="lever-card lever-tick" data-testid={testId}>
      <h2 className="lever-card-title">
        {title}
        {tick ? <span className="muted"> · {t('lever.proof.tickId', { id: tick.id })}</span> : null}
      </h2>
      {tick ? (
        <Facts
          facts={[
            { id: `${testId}-price`, label: t('lever.proof.price'), value: f.price(tick.price), strong: true },
            { id: `${testId}-time`, label: t('lever.proof.time'), value: f.time(tick.time, true) },
            { id: `${testId}-source`, label: t('lever.proof.source'), value: tick.source },
          ]}
        />
      ) : (
        <p className="lever-hint">{t('lever.proof.noTick')}</p>
      )}
    </section>
  );
}

/** The opening and closing ticks, and the way to every tick stored around them (public market/ticks). */
function ProofTickCards({ proof }: { proof: LeverProof }) {
  const { t } = useTranslation();
  const { entry_tick: entry, close_tick: close } = proof;
  return (
    <>
      <div className="lever-proof-ticks">
        <TickCard title={t('lever.proof.entryTick')} tick={entry} testId="entry-tick" />
        <TickCard title={t('lever.proof.closeTick')} tick={close} testId="close-tick" />
      </div>
      {entry || close ? (
        <section className="lever-card">
          <ProofTicks symbol={proof.position.symbol} entry={entry} close={close} beforeClose={proof.mark?.ticks ?? []} />
        </section>
      ) : null}
    </>
  );
}

function ProofView({ proof }: { proof: LeverProof }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const p = proof.position;
  const m = proof.maths;
  const q = p.symbol.split('/')[1] ?? 'USDT';
  const base = p.symbol.split('/')[0] ?? '';
  const money = (v: string | null) => (v === null ? '--' : `${f.money(v)} ${q}`);
  return (
    <div className="lever-proof" data-testid="proof">
      <section className="lever-card">
        <header className="lever-position-head">
          <span className={`lever-side-tag lever-side-tag--${p.side}`}>{t(`lever.side.${p.side}`)}</span>
          <strong>{p.symbol}</strong>
          <span className="muted">{t('lever.position.size', { leverage: p.leverage, lots: p.lots })}</span>
          <span className="lever-reason" data-testid="proof-reason">
            {p.close_reason ? t(`lever.reason.${p.close_reason}`) : t(`lever.tabs.${p.status === 'doing' ? 'doing' : 'positions'}`)}
          </span>
        </header>
        <p className="lever-hint">{t('lever.proof.intro')}</p>
      </section>

      {p.close_reason === 'liquidation' && p.close_price ? <LiquidationWhy position={p} maths={m} closePrice={p.close_price} /> : null}

      {proof.mark ? <MarkCard mark={proof.mark} /> : null}

      <ProofTickCards proof={proof} />

      <section className="lever-card">
        <h2 className="lever-card-title">{t('lever.proof.path')}</h2>
        <PricePath path={pathWithTicks(proof)} entry={p.entry_price} close={p.close_price} liquidation={m.liquidation_price} />
      </section>

      <section className="lever-card" data-testid="proof-maths">
        <h2 className="lever-card-title">{t('lever.proof.maths')}</h2>
        <Facts
          facts={[
            { label: t('lever.proof.contractSize'), value: `${f.plain(m.contract_size)} ${base}` },
            { label: t('lever.proof.qty'), value: `${f.plain(m.qty)} ${base}` },
            { id: 'maths-notional', label: t('lever.proof.notional'), value: money(m.notional) },
            { label: t('lever.proof.leverage'), value: t('lever.multiple', { n: m.leverage }) },
            { id: 'maths-margin', label: t('lever.proof.openMargin'), value: money(m.open_margin) },
            { label: t('lever.proof.marginAtClose'), value: money(m.margin_at_close) },
            { label: t('lever.proof.fee'), value: money(m.fee) },
            { label: t('lever.proof.overnight'), value: money(m.overnight_fee) },
            {
              id: 'maths-raw-pnl',
              label: p.side === 'long' ? t('lever.proof.rawPnl') : t('lever.proof.rawPnlShort'),
              value: m.raw_pnl === null ? '--' : `${f.pnl(m.raw_pnl)} ${q}`,
              tone: tone(m.raw_pnl),
            },
            {
              id: 'maths-settled',
              label: t('lever.proof.settledPnl'),
              value: m.settled_pnl === null ? '--' : `${f.pnl(m.settled_pnl)} ${q}`,
              tone: tone(m.settled_pnl),
              strong: true,
            },
            { label: t('lever.proof.riskAtClose'), value: f.percent(m.risk_rate_at_close) },
            { label: t('lever.proof.threshold'), value: f.percent(m.liquidation_risk_percent) },
            { label: t('lever.proof.liquidation'), value: f.price(m.liquidation_price) },
            { label: t('lever.proof.insurance'), value: money(m.insurance_paid) },
            { label: t('lever.proof.insuranceFund'), value: money(proof.insurance_fund) },
          ]}
        />
      </section>
    </div>
  );
}
