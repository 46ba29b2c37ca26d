/**
 * Assets (tab 4): the total in the user's fiat, each book with its value, and each coin of the
 * chosen book, with a switch that hides small balances; entry points to deposit, withdraw,
 * transfer between books, exchange, records and bills.
 */
import '../wallet.css';
import { useState, type ReactNode } from 'react';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import type { AssetBalance, BookBalances } from '@bourse/contract';
import { isProductEnabled } from '@bourse/contract/products';
import { go } from '../../../app/navigation';
import { useSiteInfo } from '../../../app/site';
import { FiatValue } from '../../../components/FiatValue';
import { Page } from '../../../components/Page';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { EmptyState, QueryView } from '../../../components/states';
import { SHORTCUT_PATHS, StrokeIcon } from '../../../components/StrokeIcon';
import { readText, writeText } from '../../../lib/storage';
import { useOverview } from '../api';
import { BOOKS, bookByType, MAIN_BOOK } from '../books';
import { CoinLabel } from '../components/CoinLabel';
import { useAmountFormat } from '../format';
import { isZeroAmount } from '../amount';

const HIDE_SMALL_KEY = 'wallet.hideSmall';
const HIDE_AMOUNTS_KEY = 'wallet.hideAmounts';
/** "Small" is under one US dollar's worth (USDT counted as a dollar), or no known value and a zero balance. */
const SMALL_USD = 1n;

function isSmall(asset: AssetBalance): boolean {
  if (asset.usdt_value === null) return isZeroAmount(asset.balance);
  const whole = asset.usdt_value.split('.')[0] ?? '0';
  return BigInt(whole.replace('-', '') || '0') < SMALL_USD;
}

const HIDDEN = '******';

/** The lock-up mining book, whose product is not built yet, shows only if it ever holds something (issue 13). */
function shownBook(book: BookBalances | undefined): book is BookBalances {
  if (book === undefined) return false;
  return book.book !== 'lock' || isProductEnabled('lockMining') || book.assets.some((a) => !isZeroAmount(a.balance));
}

/** The links under the books: every change of balance, transfers between books, and the proof of reserves. */
const LINKS = [
  { label: 'wallet.assets.changes', path: '/pages/fund/assets_all_record', testId: 'assets-all-record' },
  { label: 'wallet.assets.transferHistory', path: '/pages/fund/transfer_history', testId: 'assets-transfer-history' },
  { label: 'wallet.assets.reserves', path: '/pages/reserves/index', testId: 'assets-reserves' },
] as const;

export default function Assets() {
  const { t } = useTranslation();
  const overview = useOverview();
  const simulated = useSiteInfo().data?.simulated_market;
  const [hideSmall, setHideSmall] = useState(() => readText(HIDE_SMALL_KEY) === '1');
  const [hideAmounts, setHideAmounts] = useState(() => readText(HIDE_AMOUNTS_KEY) === '1');
  const [bookType, setBookType] = useState(MAIN_BOOK.type);
  const f = useAmountFormat();

  const toggleSmall = (on: boolean) => {
    setHideSmall(on);
    writeText(HIDE_SMALL_KEY, on ? '1' : null);
  };
  const toggleAmounts = () => {
    setHideAmounts((on) => {
      writeText(HIDE_AMOUNTS_KEY, on ? null : '1');
      return !on;
    });
  };
  const mask = (node: ReactNode) => (hideAmounts ? HIDDEN : node);

  const actions = [
    { key: 'recharge', label: t('wallet.actions.deposit'), path: '/pages/fund/select?action=receive' },
    { key: 'withdraw', label: t('wallet.actions.withdraw'), path: '/pages/fund/select?action=withdraw' },
    { key: 'coinTransfer', label: t('wallet.actions.transfer'), path: '/pages/fund/fundTransfer' },
    { key: 'exchange', label: t('wallet.actions.exchange'), path: '/pages/fund/transfer' },
    { key: 'bill', label: t('wallet.actions.bills'), path: '/pages/setting/bill' },
  ];

  return (
    <Page
      title={t('wallet.assets.title')}
      tab
      name="assets"
      right={
        <button type="button" className="nav-link" onClick={() => go('/pages/fund/receive_withdraw_record')} data-testid="assets-records">
          {t('wallet.assets.records')}
        </button>
      }
    >
      <QueryView query={overview}>
        {(data) => {
          const books = BOOKS.map((spec) => data.books.find((b) => b.type === spec.type)).filter(shownBook);
          const current = books.find((b) => b.type === bookType) ?? books[0];
          const coins = (current?.assets ?? []).filter((a) => !hideSmall || !isSmall(a));
          return (
            <>
              <section className="card assets-total">
                <div className="assets-total-head">
                  <span className="muted">{t('wallet.assets.total')}</span>
                  <button
                    type="button"
                    className="icon-button"
                    onClick={toggleAmounts}
                    aria-label={hideAmounts ? t('wallet.assets.showAmounts') : t('wallet.assets.hideAmounts')}
                    data-testid="assets-eye"
                  >
                    {hideAmounts ? <EyeInvisibleOutline /> : <EyeOutline />}
                  </button>
                  <SimulatedMarketBadge simulated={simulated} />
                </div>
                <strong className="assets-total-value" data-testid="assets-total">
                  {mask(<FiatValue usd={data.usdt_value} approx={false} />)}
                </strong>
                <span className="muted assets-total-usdt">{mask(`≈ ${f.amount(data.usdt_value, 2)} USDT`)}</span>
                <nav className="assets-actions" aria-label={t('wallet.assets.actions')}>
                  {actions.map((a) => (
                    <button
                      key={a.key}
                      type="button"
                      className="assets-action"
                      onClick={() => go(a.path)}
                      data-testid={`assets-action-${a.key}`}
                    >
                      <span className="assets-action-icon">
                        <StrokeIcon paths={SHORTCUT_PATHS[a.key] ?? []} size={22} />
                      </span>
                      <span className="assets-action-label">{a.label}</span>
                    </button>
                  ))}
                </nav>
              </section>

              <section className="section">
                <h2 className="section-title section-title--spaced">{t('wallet.assets.books')}</h2>
                <div className="book-grid" role="tablist" aria-label={t('wallet.assets.books')}>
                  {books.map((b) => {
                    const spec = bookByType(b.type);
                    const active = b.type === current?.type;
                    return (
                      <button
                        key={b.type}
                        type="button"
                        role="tab"
                        aria-selected={active}
                        className={`book-card${active ? ' book-card--active' : ''}`}
                        onClick={() => setBookType(b.type)}
                        data-testid={`book-${spec?.name ?? b.book}`}
                      >
                        <span className="book-card-name">{spec ? t(`wallet.books.${spec.name}`) : b.book}</span>
                        <span className="book-card-value">{mask(<FiatValue usd={b.usdt_value} approx={false} />)}</span>
                      </button>
                    );
                  })}
                </div>
                <div className="assets-links">
                  {LINKS.map((l) => (
                    <button key={l.testId} type="button" className="link-button" onClick={() => go(l.path)} data-testid={l.testId}>
                      {t(l.label)}
                    </button>
                  ))}
                </div>
              </section>

              <section className="section">
                <div className="section-head">
                  <h2 className="section-title">
                    {current
                      ? t('wallet.assets.coinsIn', { book: t(`wallet.books.${bookByType(current.type)?.name ?? 'exchange'}`) })
                      : null}
                  </h2>
                  <label className="hide-small">
                    <span>{t('wallet.assets.hideSmall')}</span>
                    <Switch checked={hideSmall} onChange={toggleSmall} aria-label={t('wallet.assets.hideSmall')} data-testid="hide-small" />
                  </label>
                </div>
                {coins.length === 0 ? (
                  <EmptyState title={t('wallet.assets.noCoins')} description={hideSmall ? t('wallet.assets.noCoinsHint') : undefined} />
                ) : (
                  <List className="list-card coin-list" data-testid="coin-list">
                    {coins.map((a) => (
                      <List.Item
                        key={a.currency_id}
                        onClick={() => go(`/pages/fund/assets_record?currency=${a.currency}&type=${current!.type}`)}
                        arrowIcon={false}
                        data-testid={`coin-${a.currency}`}
                        description={
                          <span className="coin-row-sub">
                            {mask(t('wallet.assets.availableFrozen', { available: f.amount(a.available), frozen: f.amount(a.frozen) }))}
                          </span>
                        }
                        extra={
                          <span className="coin-row-values">
                            <span className="coin-row-balance" data-testid="coin-balance">
                              {mask(f.balance(a.balance))}
                            </span>
                            <span className="muted">{a.usdt_value === null ? '--' : mask(<FiatValue usd={a.usdt_value} />)}</span>
                          </span>
                        }
                      >
                        <CoinLabel code={a.currency} name={a.name} />
                      </List.Item>
                    ))}
                  </List>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
