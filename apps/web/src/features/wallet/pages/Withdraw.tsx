/**
 * Withdraw (?currency=USDT) to a saved address or a bank card. The fee, minimum and the amount
 * received come from the server's configuration for the destination's network (the client never
 * sends a fee); the 24-hour limit for the user's verification level and any lock after a security
 * change are shown; the pay password is asked last. A 998 answer (not verified) is the request
 * wrapper's: it shows why and opens the verification page.
 */
import '../wallet.css';
import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Segmented from 'antd-mobile/es/components/segmented';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { withdrawInput, type CoinInfo, type NetworkInfo, type SavedAddress } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useUser } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Loading, QueryView } from '../../../components/states';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { newRequestKey } from '../../../lib/request-key';
import { amountError, compareAmounts, subtractAmounts } from '../amount';
import { useBankCard, useCoinInfo, useRefreshWallet, useSavedAddresses, withdraw, type BankCard, type BankKind } from '../api';
import { DEFAULT_COIN } from '../books';
import { AmountField } from '../components/AmountField';
import { CoinLabel } from '../components/CoinLabel';
import { PayPasswordSheet } from '../components/PayPasswordSheet';
import { WithdrawNotices } from '../components/WithdrawNotices';
import { useAmountFormat } from '../format';
import { useFieldErrors } from '../use-field-errors';

type Mode = 'address' | 'bank';

export default function Withdraw() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Opened without a coin (an old link, a bookmark): the main stablecoin, with a way to change it.
  const currency = params.get('currency') || DEFAULT_COIN;
  const info = useCoinInfo(currency);

  return (
    <Page
      title={t('wallet.withdraw.title', { coin: currency })}
      name="withdraw"
      right={
        <button
          type="button"
          className="nav-link"
          onClick={() => go('/pages/fund/receive_withdraw_record?tab=withdraw')}
          data-testid="withdraw-records"
        >
          {t('wallet.assets.records')}
        </button>
      }
    >
      <QueryView query={info}>{(coin) => <WithdrawForm coin={coin} />}</QueryView>
    </Page>
  );
}

/** The server sends the lock only while it lasts (by its own clock, which is the one that counts). */
function lockedUntil(coin: CoinInfo): Date | null {
  return coin.withdraw_locked_until ? new Date(coin.withdraw_locked_until) : null;
}

function WithdrawForm({ coin }: { coin: CoinInfo }) {
  const { t } = useTranslation();
  const f = useAmountFormat();
  const user = useUser();
  const refresh = useRefreshWallet();
  const errors = useFieldErrors();
  const bankNetwork = coin.networks.find((n) => n.network === 'BANK' && n.withdraw_enabled);
  const [mode, setMode] = useState<Mode>('address');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [bankKind, setBankKind] = useState<BankKind>('bank');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState<{ key: string } | null>(null);
  const [payLock, setPayLock] = useState<string | null>(null);

  const addresses = useSavedAddresses();
  const cards = {
    bank: useBankCard('bank', Boolean(bankNetwork)),
    bank_international: useBankCard('bank_international', Boolean(bankNetwork)),
  };
  const mine = useMemo(
    () => (addresses.data?.pages.flatMap((p) => p.data) ?? []).filter((a) => a.currency === coin.currency),
    [addresses.data, coin.currency],
  );
  const chosen: SavedAddress | undefined = mine.find((a) => a.id === addressId);
  useEffect(() => {
    if (addressId === null && mine.length > 0) setAddressId(mine[0]!.id);
  }, [mine, addressId]);
  const network = mode === 'bank' ? bankNetwork : coin.networks.find((n) => n.network === chosen?.network);
  const fee = network?.withdraw_fee;
  const receive = fee !== undefined && amount !== '' ? subtractAmounts(amount, fee, coin.scale) : undefined;
  const locked = lockedUntil(coin);
  const verified = compareAmounts(coin.limit_btc, '0', 8) === 1;
  const destination = mode === 'bank' ? bankKind : chosen ? String(chosen.id) : '';

  const review = () => {
    if (locked) {
      toast(t('errors.WITHDRAW_LOCKED', { until: f.time(locked.toISOString()) }));
      return;
    }
    if (user && !user.has_pay_password) {
      toast(t('errors.PAY_PASSWORD_NOT_SET'));
      return;
    }
    if (!destination || (mode === 'bank' && !cards[bankKind].data))
      return errors.fail(mode === 'bank' ? 'BANK_CARD_REQUIRED' : 'ADDRESS_REQUIRED', 'address');
    if (!network) return errors.fail('WITHDRAW_DISABLED', 'address');
    const bad = amountError(amount, coin.scale);
    if (bad) return errors.fail(bad, 'number');
    if (compareAmounts(amount, network.withdraw_min, coin.scale) === -1 || compareAmounts(amount, network.withdraw_fee, coin.scale) !== 1) {
      return errors.fail('WITHDRAW_MIN', 'number', { min: network.withdraw_min, currency: coin.currency });
    }
    if (compareAmounts(amount, coin.available, coin.scale) === 1) return errors.fail('INSUFFICIENT_BALANCE', 'number');
    errors.clear();
    // One key per confirmation: a retry of this same request (a lost answer) is applied once.
    setSheet({ key: newRequestKey() });
  };

  const confirm = async (payPassword: string, totpCode: string) => {
    const values = {
      currency: coin.currency,
      number: amount,
      address: destination,
      pay_password: payPassword,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      ...(totpCode ? { totp_code: totpCode } : {}),
    };
    if (!errors.accept(checkForm(withdrawInput, values))) return false;
    try {
      await withdraw(values, sheet!.key);
      toast(t('wallet.withdraw.submitted'), 'success');
      await refresh();
      go('/pages/fund/receive_withdraw_record?tab=withdraw');
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Locked by wrong guesses: the sheet closes and the page keeps saying until when.
      if (code === 'PAY_PASSWORD_LOCKED') setPayLock((error as Error).message);
      errors.fromServer(
        error,
        code === 'PAY_PASSWORD_WRONG' ? 'pay_password' : code === 'TOTP_INVALID' || code === 'TOTP_REQUIRED' ? 'totp_code' : undefined,
      );
      // A wrong pay password or code keeps the sheet open to try again; anything else closes it.
      return !(code === 'PAY_PASSWORD_WRONG' || code === 'TOTP_INVALID' || code === 'TOTP_REQUIRED');
    }
  };

  return (
    <>
      <WithdrawNotices locked={locked} payLock={payLock} missingPayPassword={Boolean(user && !user.has_pay_password)} />

      <section className="card withdraw-card">
        <div className="receive-coin">
          <CoinLabel code={coin.currency} />
          <button type="button" className="nav-link" onClick={() => go('/pages/fund/select?action=withdraw')} data-testid="change-coin">
            {t('wallet.form.changeCoin')}
          </button>
        </div>

        {bankNetwork ? (
          <Segmented
            block
            className="segmented-tabs"
            value={mode}
            onChange={(v) => {
              setMode(v as Mode);
              errors.clear();
            }}
            options={[
              { label: t('wallet.withdraw.toAddress'), value: 'address' },
              { label: t('wallet.withdraw.toBank'), value: 'bank' },
            ]}
            data-testid="withdraw-mode"
          />
        ) : null}

        <div className={`field${errors.errorFor('address') ? ' field--error' : ''}`}>
          <span className="field-label">{mode === 'bank' ? t('wallet.withdraw.bankCard') : t('wallet.withdraw.address')}</span>
          {mode === 'address' ? (
            <AddressChoice
              loading={addresses.isPending}
              addresses={mine}
              value={addressId}
              onChange={setAddressId}
              currency={coin.currency}
            />
          ) : (
            <BankChoice value={bankKind} onChange={setBankKind} cards={cards} />
          )}
          {errors.errorFor('address') ? (
            <span className="field-error" role="alert" data-testid="address-error">
              {errors.errorFor('address')}
            </span>
          ) : null}
        </div>

        <AmountField
          id="number"
          label={t('wallet.withdraw.amount')}
          value={amount}
          onChange={setAmount}
          unit={coin.currency}
          max={coin.available}
          decimals={coin.scale}
          error={errors.errorFor('number')}
          hint={t('wallet.withdraw.available', { amount: `${f.amount(coin.available)} ${coin.currency}` })}
        />

        <div className="field">
          <label className="field-label" htmlFor="remark">
            {t('wallet.withdraw.remark')}
          </label>
          <div className="field-box">
            <Input id="remark" value={remark} onChange={setRemark} maxLength={100} placeholder={t('wallet.withdraw.remarkPlaceholder')} />
          </div>
        </div>

        <dl className="fee-table" data-testid="withdraw-fees">
          <dt>{t('wallet.withdraw.fee')}</dt>
          <dd data-testid="withdraw-fee">{fee !== undefined ? `${f.amount(fee)} ${coin.currency}` : '--'}</dd>
          <dt>{t('wallet.withdraw.minimum')}</dt>
          <dd data-testid="withdraw-min">{network ? `${f.amount(network.withdraw_min)} ${coin.currency}` : '--'}</dd>
          <dt>{t('wallet.withdraw.receive')}</dt>
          <dd className="fee-table-strong" data-testid="withdraw-receive">
            {receive !== undefined ? `${f.amount(receive)} ${coin.currency}` : '--'}
          </dd>
        </dl>
        {network && network.network !== 'BANK' ? <PayoutNote network={network} /> : null}
      </section>

      <section className="card section limit-card" data-testid="withdraw-limit">
        {verified ? (
          <p>{t('wallet.withdraw.limit', { limit: f.amount(coin.limit_btc), remaining: f.amount(coin.remaining_btc) })}</p>
        ) : (
          <p>{t('wallet.withdraw.unverified')}</p>
        )}
        {/* Lv2 is the top level: there is no higher limit to ask for. */}
        {(user?.real_level ?? 0) < 2 ? (
          <button type="button" className="link-button" onClick={() => go('/pages/setting/real')} data-testid="withdraw-verify">
            {verified ? t('wallet.withdraw.raiseLimit') : t('wallet.withdraw.verifyNow')}
          </button>
        ) : null}
      </section>

      <div className="form-actions">
        <Button block color="primary" size="large" onClick={review} disabled={Boolean(locked)} data-testid="withdraw-submit">
          {t('wallet.withdraw.submit')}
        </Button>
        <p className="hint">{t('wallet.withdraw.reviewHint')}</p>
      </div>

      <PayPasswordSheet
        visible={sheet !== null}
        totp={Boolean(user?.totp_enabled)}
        onClose={() => setSheet(null)}
        onConfirm={confirm}
        error={errors.errorFor('pay_password') ?? errors.errorFor('totp_code')}
        summary={
          <dl className="fee-table">
            <dt>{t('wallet.withdraw.amount')}</dt>
            <dd>{`${f.amount(amount || '0')} ${coin.currency}`}</dd>
            <dt>{t('wallet.withdraw.fee')}</dt>
            <dd>{fee !== undefined ? `${f.amount(fee)} ${coin.currency}` : '--'}</dd>
            <dt>{t('wallet.withdraw.receive')}</dt>
            <dd className="fee-table-strong">{receive !== undefined ? `${f.amount(receive)} ${coin.currency}` : '--'}</dd>
            <dt>{t('wallet.records.to')}</dt>
            <dd className="break">
              {mode === 'bank'
                ? t(bankKind === 'bank' ? 'wallet.withdraw.bankDomestic' : 'wallet.withdraw.bankInternational')
                : chosen
                  ? `${chosen.name} · ${chosen.address}`
                  : '--'}
            </dd>
          </dl>
        }
      />
    </>
  );
}

function AddressChoice({
  loading,
  addresses,
  value,
  onChange,
  currency,
}: {
  loading: boolean;
  addresses: SavedAddress[];
  value: number | null;
  onChange(id: number): void;
  currency: string;
}) {
  const { t } = useTranslation();
  if (loading) return <Loading />;
  return (
    <div className="choice-list" role="radiogroup" aria-label={t('wallet.withdraw.address')}>
      {addresses.map((a) => (
        <button
          key={a.id}
          type="button"
          role="radio"
          aria-checked={a.id === value}
          className={`choice${a.id === value ? ' choice--active' : ''}`}
          onClick={() => onChange(a.id)}
          data-testid={`address-${a.id}`}
        >
          <span className="choice-title">
            {a.name} <span className="chip chip--small">{a.network}</span>
          </span>
          <span className="choice-sub break">{a.address}</span>
        </button>
      ))}
      {addresses.length === 0 ? <p className="hint">{t('wallet.withdraw.noAddress', { coin: currency })}</p> : null}
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => go(`/pages/setting/addWallet?currency=${encodeURIComponent(currency)}`)}
        data-testid="add-address"
      >
        {t('wallet.withdraw.addAddress')}
      </Button>
    </div>
  );
}

type CardQuery = { data?: BankCard | null; isPending: boolean };

function BankChoice({ value, onChange, cards }: { value: BankKind; onChange(kind: BankKind): void; cards: Record<BankKind, CardQuery> }) {
  const { t } = useTranslation();
  const options: { kind: BankKind; label: string; card: CardQuery }[] = [
    { kind: 'bank', label: t('wallet.withdraw.bankDomestic'), card: cards.bank },
    { kind: 'bank_international', label: t('wallet.withdraw.bankInternational'), card: cards.bank_international },
  ];
  return (
    <div className="choice-list" role="radiogroup" aria-label={t('wallet.withdraw.bankCard')}>
      {options.map(({ kind, label, card }) => {
        const saved = card.data;
        return (
          <div key={kind} className={`choice${kind === value ? ' choice--active' : ''}`}>
            <button
              type="button"
              role="radio"
              aria-checked={kind === value}
              className="choice-button"
              onClick={() => onChange(kind)}
              data-testid={`bank-${kind}`}
            >
              <span className="choice-title">{label}</span>
              <span className="choice-sub">
                {card.isPending
                  ? '…'
                  : saved
                    ? `${saved.bank_name ?? ''} ${maskAccount(saved.bank_account ?? '')}`
                    : t('errors.BANK_CARD_REQUIRED')}
              </span>
            </button>
            {!card.isPending && !saved ? (
              <Button size="mini" fill="outline" onClick={() => go(`/pages/setting/${kind}`)}>
                {t('wallet.bank.add')}
              </Button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function maskAccount(account: string): string {
  return account.length > 4 ? `**** ${account.slice(-4)}` : account;
}

/** Who sends a withdrawal on this network once approved: the server on chain, or an operator by hand. */
function PayoutNote({ network }: { network: NetworkInfo }) {
  const { t } = useTranslation();
  return (
    <p className="hint" data-testid="withdraw-payout">
      {t(network.paid_on_chain ? 'wallet.chain.payoutOnChain' : 'wallet.chain.payoutByHand', { network: network.network })}
    </p>
  );
}
