/**
 * Deposit (?currency=USDT): the network picker, the user's own address for it as a QR code with a
 * copy button, the network warning (and, on the simulated market, a "demo only" notice). On a
 * network a chain watcher follows, deposits are credited automatically after the confirmations and
 * listed as they confirm; on any other, the deposit claim (amount, payment voucher and optional
 * transaction hash) stays, and the screen says plainly that an operator reviews it by hand.
 */
import '../wallet.css';
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { chargeReqInput } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useSiteInfo } from '../../../app/site';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading, QueryView } from '../../../components/states';
import { copyText } from '../../../lib/clipboard';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { amountError } from '../amount';
import { claimDeposit, uploadImage, useCoinInfo, useDepositAddress, useRefreshWallet } from '../api';
import { DEFAULT_COIN } from '../books';
import { AmountField } from '../components/AmountField';
import { ChainDeposits } from '../components/ChainDeposits';
import { CoinLabel } from '../components/CoinLabel';
import { ImageUpload } from '../components/ImageUpload';
import { NetworkPicker } from '../components/NetworkPicker';
import { QrCode } from '../components/QrCode';
import { lastDeposit, rememberDeposit } from '../last-deposit';

export default function Receive() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Opened without a coin (an old link, a bookmark): the main stablecoin, with a way to change it.
  // Quick deposit (a home shortcut, ?quick=1): the coin and network used last on this device.
  const last = params.get('quick') === '1' ? lastDeposit() : null;
  const currency = params.get('currency') || last?.currency || DEFAULT_COIN;
  const info = useCoinInfo(currency);
  const simulated = useSiteInfo().data?.simulated_market;

  return (
    <Page
      title={t('wallet.receive.title', { coin: currency })}
      name="receive"
      right={
        <button type="button" className="nav-link" onClick={() => go('/pages/fund/receive_withdraw_record')} data-testid="receive-records">
          {t('wallet.assets.records')}
        </button>
      }
    >
      {simulated ? (
        <NoticeBar className="wallet-notice" color="alert" wrap content={t('wallet.receive.demoNotice')} data-testid="demo-notice" />
      ) : null}
      <QueryView query={info}>
        {(coin) => {
          const networks = coin.networks.filter((n) => n.deposit_enabled && n.network !== 'BANK').map((n) => n.network);
          if (networks.length === 0) return <EmptyState title={t('wallet.receive.paused', { coin: coin.currency })} />;
          return <ReceiveBody currency={coin.currency} scale={coin.scale} networks={networks} />;
        }}
      </QueryView>
    </Page>
  );
}

function ReceiveBody({ currency, scale, networks }: { currency: string; scale: number; networks: string[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // `?network=`: quick deposit reopens the network used last time, when it still takes deposits.
  const asked = params.get('network') ?? (params.get('quick') === '1' ? (lastDeposit()?.network ?? null) : null);
  const [network, setNetwork] = useState(asked && networks.includes(asked) ? asked : networks[0]!);
  const address = useDepositAddress(currency, network);
  useEffect(() => {
    if (address.data) rememberDeposit({ currency, network });
  }, [address.data, currency, network]);
  return (
    <>
      <section className="card receive-card">
        <div className="receive-coin">
          <CoinLabel code={currency} />
          <button type="button" className="nav-link" onClick={() => go('/pages/fund/select?action=receive')} data-testid="change-coin">
            {t('wallet.form.changeCoin')}
          </button>
        </div>
        <NetworkPicker label={t('wallet.form.network')} networks={networks} value={network} onChange={setNetwork} />
        {address.isPending ? (
          <Loading />
        ) : address.isError ? (
          <ErrorState onRetry={() => void address.refetch()} />
        ) : (
          <div className="receive-address">
            <QrCode text={address.data.address} alt={t('wallet.receive.qrAlt', { coin: currency, network })} />
            <span className="muted">{t('wallet.receive.address', { network })}</span>
            <code className="address-text" data-testid="deposit-address">
              {address.data.address}
            </code>
            <Button
              color="primary"
              fill="outline"
              size="small"
              onClick={() => void copyText(address.data.address, t)}
              data-testid="copy-address"
            >
              {t('wallet.receive.copy')}
            </Button>
          </div>
        )}
        <p className="warning-text" data-testid="network-warning">
          {t('wallet.receive.warning', { coin: currency, network })}
        </p>
      </section>
      {address.data?.watched ? (
        <ChainDeposits
          currency={currency}
          network={network}
          confirmations={address.data.confirmations ?? 0}
          min={address.data.min_deposit ?? '0'}
        />
      ) : address.data ? (
        <ClaimForm currency={currency} scale={scale} network={network} />
      ) : null}
    </>
  );
}

function ClaimForm({ currency, scale, network }: { currency: string; scale: number; network: string }) {
  const { t } = useTranslation();
  const errors = useFormErrors();
  const refresh = useRefreshWallet();
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState('');
  const [txHash, setTxHash] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const bad = amountError(amount, scale, 'RECHARGE_AMOUNT_REQUIRED');
    if (bad) return errors.fail(bad, 'amount');
    const values = { account: voucher, amount, currency, type: network, ...(txHash.trim() ? { tx_hash: txHash.trim() } : {}) };
    if (!errors.accept(checkForm(chargeReqInput, values))) return;
    setBusy(true);
    try {
      await claimDeposit(values);
      toast(t('wallet.receive.claimed'), 'success');
      await refresh();
      go('/pages/fund/receive_withdraw_record?tab=deposit');
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card section">
      <h2 className="section-title">{t('wallet.receive.claimTitle')}</h2>
      <p className="hint claim-lead" data-testid="hand-review">
        {t('wallet.chain.byHand', { network })}
      </p>
      <p className="hint claim-lead">{t('wallet.receive.claimLead')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AmountField
          id="amount"
          label={t('wallet.receive.amount')}
          value={amount}
          onChange={setAmount}
          unit={currency}
          decimals={scale}
          error={errors.errorFor('amount')}
        />
        <ImageUpload
          id="account"
          label={t('wallet.receive.voucher')}
          hint={t('wallet.receive.voucherHint')}
          upload={(file) => uploadImage(file, 'voucher')}
          onChange={(path) => {
            setVoucher(path);
            errors.clear();
          }}
          error={errors.errorFor('account')}
        />
        <Field
          id="tx_hash"
          label={t('wallet.receive.txHash')}
          value={txHash}
          onChange={setTxHash}
          placeholder={t('wallet.receive.txHashPlaceholder')}
          maxLength={128}
          error={errors.errorFor('tx_hash')}
        />
        <Button type="submit" block color="primary" size="large" loading={busy} data-testid="claim-submit">
          {t('wallet.receive.claimSubmit')}
        </Button>
      </form>
    </section>
  );
}
