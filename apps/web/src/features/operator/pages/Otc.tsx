/**
 * The OTC desk in the console (issue 19): its stated settings (minimums, spread tiers, firm time:
 * server configuration, shown here, changed only by a release), the otc treasury book's cover (free
 * to quote and held by open quotes), the filled volume and the recent orders. Read only.
 */
import { useTranslation } from '../../../app/i18n';
import type { OtcDesk } from '@bourse/contract';
import { QueryView } from '../../../components/states';
import { formatDateTime } from '../../../lib/time-ago';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useOtcDesk } from '../desk-api';
import { useConsoleFormat } from '../format';

export default function Otc() {
  const { t } = useTranslation();
  const desk = useOtcDesk();
  return (
    <ConsoleFrame section="otc" title={t('operator.nav.otc')}>
      <p className="hint">{t('otc.console.fundHint')}</p>
      <QueryView query={desk} isEmpty={() => false}>
        {(d) => <Desk d={d} />}
      </QueryView>
    </ConsoleFrame>
  );
}

function Desk({ d }: { d: OtcDesk }) {
  return (
    <>
      <Cover d={d} />
      <Settings d={d} />
      <Volume d={d} />
      <Recent d={d} />
    </>
  );
}

function Cover({ d }: { d: OtcDesk }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-section" data-testid="otc-cover">
      <h2 className="section-title">{t('otc.console.cover')}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th>{t('operator.fields.currency')}</th>
              <th className="num">{t('otc.console.available')}</th>
              <th className="num">{t('otc.console.held')}</th>
            </tr>
          </thead>
          <tbody>
            {d.cover.map((c) => (
              <tr key={c.currency}>
                <td>{c.currency}</td>
                <td className="num">{f.amount(c.available)}</td>
                <td className="num">{f.amount(c.held)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Settings({ d }: { d: OtcDesk }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-section">
      <h2 className="section-title">{t('otc.console.settings')}</h2>
      <p className="hint">
        {[
          t('otc.firmFor', { seconds: d.ttl_ms / 1000 }),
          ...d.min_amounts.map((m) => t('otc.minimum', { min: m.min_amount, currency: m.currency })),
        ].join(' · ')}
      </p>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th>{t('otc.terms.size')}</th>
              <th className="num">{t('otc.spread')}</th>
            </tr>
          </thead>
          <tbody>
            {d.tiers.map((tier, i) => (
              <tr key={tier.up_to_usdt ?? 'top'}>
                <td>
                  {tier.up_to_usdt
                    ? t('otc.terms.range', {
                        from: i === 0 ? '0' : f.amount(d.tiers[i - 1]!.up_to_usdt!),
                        to: f.amount(tier.up_to_usdt),
                        currency: 'USDT',
                      })
                    : t('otc.terms.above', { from: f.amount(d.tiers[i - 1]!.up_to_usdt!), currency: 'USDT' })}
                </td>
                <td className="num">{`${tier.spread_percent} %`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Volume({ d }: { d: OtcDesk }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-section">
      <h2 className="section-title">
        {t('otc.console.volume')} ({t('otc.console.filledCount')}: {f.count(d.filled_count)})
      </h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th>{t('operator.fields.currency')}</th>
              <th className="num">{t('otc.console.bought')}</th>
              <th className="num">{t('otc.console.sold')}</th>
              <th className="num">{t('otc.console.turnover')}</th>
            </tr>
          </thead>
          <tbody>
            {d.volume.map((v) => (
              <tr key={v.currency}>
                <td>{v.currency}</td>
                <td className="num">{f.amount(v.bought_by_users)}</td>
                <td className="num">{f.amount(v.sold_by_users)}</td>
                <td className="num">{f.amount(v.usdt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Recent({ d }: { d: OtcDesk }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-section">
      <h2 className="section-title">{t('otc.console.recent')}</h2>
      {d.recent.length === 0 ? <p className="muted">{t('otc.empty')}</p> : null}
      <div className="console-table-wrap">
        <table className="console-table">
          <tbody>
            {d.recent.map((q) => (
              <tr key={q.id}>
                <td>#{q.id}</td>
                <td>{q.user_id}</td>
                <td>{t(`otc.youSide.${q.side}`, { amount: f.amount(q.amount), currency: q.currency })}</td>
                <td className="num">{f.amount(q.price)}</td>
                <td className="num">{`${f.amount(q.total)} ${q.quote_currency}`}</td>
                <td>{formatDateTime(q.filled_at ?? q.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
