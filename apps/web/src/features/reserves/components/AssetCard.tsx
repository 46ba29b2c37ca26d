/**
 * One asset of a snapshot: what users are owed against the real assets held (recorded deposits and
 * operators' funding), demo money on its own labelled line, and the platform's own accounts, which
 * are part of the assets and never added to them.
 */
import { useTranslation } from '../../../app/i18n';
import type { ReservesAsset } from '@bourse/contract';
import { useReservesFormat } from '../format';

const isZero = (v: string) => /^0(\.0*)?$/.test(v);

export function AssetCard({ asset: a }: { asset: ReservesAsset }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  const row = (key: string, value: string, className = '') => (
    <div className={`reserves-row ${className}`} data-testid={`reserves-${a.currency}-${key}`}>
      <dt>{t(`reserves.asset.${key}`)}</dt>
      <dd>
        {f.amount(value)} {a.currency}
      </dd>
    </div>
  );
  return (
    <article className="card reserves-asset" data-testid={`reserves-asset-${a.currency}`}>
      <header className="reserves-asset-head">
        <strong>{a.currency}</strong>
        <span className={`reserves-tag reserves-tag--${a.covered ? 'ok' : 'bad'}`}>
          {a.covered ? t('reserves.asset.covered') : t('reserves.asset.notCovered')}
        </span>
      </header>
      <dl>
        {row('liabilities', a.liabilities, 'reserves-row--strong')}
        {row('depositsHeld', a.deposits_held)}
        {row('funding', a.funding)}
        {row('realAssets', a.real_assets, 'reserves-row--strong')}
        {isZero(a.demo) ? null : row('demo', a.demo, 'reserves-row--demo')}
      </dl>
      <h3 className="reserves-sub">{t('reserves.asset.accounts')}</h3>
      <dl>
        {row('house', a.accounts.house)}
        {row('insurance', a.accounts.insurance)}
        {row('treasury', a.accounts.treasury)}
        {row('other', a.accounts.other)}
      </dl>
    </article>
  );
}
