/**
 * Add a withdrawal address (?currency=USDT): coin, network, a name, the address (its format is
 * checked for the network by the server) and its QR code image, which SPEC section 5 requires:
 * a picture of the QR, or one drawn here from the typed address and uploaded.
 */
import '../wallet.css';
import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { DownOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { walletSaveInput } from '@bourse/contract';
import { go, goBack } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { saveAddress, uploadImage, useCoinInfo, useRefreshWallet, useUserCurrencies } from '../api';
import { CoinLabel } from '../components/CoinLabel';
import { CoinSheet } from '../components/CoinSheet';
import { ImageUpload } from '../components/ImageUpload';
import { NetworkPicker } from '../components/NetworkPicker';
import { qrPngFile } from '../components/QrCode';
import { useFieldErrors } from '../use-field-errors';

export default function AddWallet() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const errors = useFieldErrors();
  const refresh = useRefreshWallet();
  const coins = useUserCurrencies();
  const [currency, setCurrency] = useState(params.get('currency') ?? 'USDT');
  const info = useCoinInfo(currency);
  const networks = useMemo(
    () => (info.data?.networks ?? []).filter((n) => n.network !== 'BANK' && n.withdraw_enabled).map((n) => n.network),
    [info.data],
  );
  const [network, setNetwork] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [qrcode, setQrcode] = useState('');
  const [generated, setGenerated] = useState<{ address: string; preview: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState<'generate' | 'save' | null>(null);

  useEffect(() => {
    if (networks.length > 0 && !networks.includes(network)) setNetwork(networks[0]!);
  }, [networks, network]);

  // A QR drawn for another address no longer matches: it has to be drawn again.
  useEffect(() => {
    if (generated && generated.address !== address.trim()) {
      setGenerated(null);
      setQrcode('');
    }
  }, [address, generated]);

  const generate = async () => {
    const text = address.trim();
    if (!text) return errors.fail('ADDRESS_REQUIRED', 'address');
    setBusy('generate');
    try {
      const file = await qrPngFile(text);
      const path = await uploadImage(file, 'general');
      setQrcode(path);
      setGenerated({ address: text, preview: URL.createObjectURL(file) });
      errors.clear();
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    const values = { currency, network, name, address, qrcode };
    if (!errors.accept(checkForm(walletSaveInput, values))) return;
    setBusy('save');
    try {
      await saveAddress({ currency, network, name: name.trim(), address: address.trim(), qrcode });
      toast(t('wallet.addresses.saved'), 'success');
      await refresh();
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) goBack();
      else go('/pages/setting/wallet', { replace: true });
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t('wallet.addresses.addTitle')} name="add-wallet">
      <form
        className="form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <span className="field-label">{t('wallet.form.coin')}</span>
          <button type="button" className="field-box coin-select" onClick={() => setPicking(true)} data-testid="address-coin">
            <CoinLabel code={currency} size={24} />
            <DownOutline />
          </button>
        </div>
        {info.isPending ? (
          <Loading />
        ) : (
          <NetworkPicker label={t('wallet.form.network')} networks={networks} value={network} onChange={setNetwork} />
        )}
        <Field
          id="name"
          label={t('wallet.addresses.name')}
          value={name}
          onChange={setName}
          placeholder={t('wallet.addresses.namePlaceholder')}
          maxLength={30}
          error={errors.errorFor('name')}
        />
        <Field
          id="address"
          label={t('wallet.addresses.address')}
          value={address}
          onChange={setAddress}
          placeholder={t('wallet.addresses.addressPlaceholder', { network: network || currency })}
          maxLength={128}
          autoComplete="off"
          error={errors.errorFor('address')}
        />
        <ImageUpload
          id="qrcode"
          label={t('wallet.addresses.qrcode')}
          hint={t('wallet.addresses.qrHint')}
          upload={(file) => uploadImage(file, 'general')}
          onChange={(path) => {
            setGenerated(null);
            setQrcode(path);
            errors.clear();
          }}
          preview={generated?.preview ?? null}
          error={errors.errorFor('qrcode')}
        />
        <Button
          className="inline-button"
          size="small"
          color="primary"
          fill="outline"
          loading={busy === 'generate'}
          onClick={() => void generate()}
          data-testid="qr-generate"
        >
          {t('wallet.addresses.generateQr')}
        </Button>
        <p className="hint">{t('wallet.addresses.warning')}</p>
        <Button type="submit" block color="primary" size="large" loading={busy === 'save'} data-testid="address-save">
          {t('app.actions.save')}
        </Button>
      </form>
      <CoinSheet
        visible={picking}
        title={t('wallet.form.chooseCoin')}
        coins={(coins.data ?? []).map((c) => ({ code: c.currency, name: c.name }))}
        selected={currency}
        onPick={(code) => {
          setCurrency(code);
          setNetwork('');
        }}
        onClose={() => setPicking(false)}
      />
    </Page>
  );
}
