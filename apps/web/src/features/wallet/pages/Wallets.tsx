/** Saved withdrawal addresses: each with its coin, network, address and QR code; add and delete. */
import '../wallet.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import type { SavedAddress } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { PrivateImage } from '../../../components/PrivateImage';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { deleteAddress, useRefreshWallet, useSavedAddresses } from '../api';
import { CoinLabel } from '../components/CoinLabel';
import { EmptyList, PagedList } from '../components/PagedList';

export default function Wallets() {
  const { t } = useTranslation();
  const query = useSavedAddresses();
  const [qr, setQr] = useState<SavedAddress | null>(null);
  return (
    <Page
      title={t('wallet.addresses.title')}
      name="wallets"
      right={
        <button type="button" className="nav-link" onClick={() => go('/pages/setting/addWallet')} data-testid="wallets-add-top">
          {t('wallet.addresses.add')}
        </button>
      }
    >
      <PagedList
        query={query}
        empty={<EmptyList title={t('wallet.addresses.empty')} description={t('wallet.addresses.emptyHint')} />}
        testId="address-list"
      >
        {(items) => (
          <ul className="record-list">
            {items.map((a) => (
              <AddressItem key={a.id} address={a} onShowQr={() => setQr(a)} />
            ))}
          </ul>
        )}
      </PagedList>
      <div className="form-actions">
        <Button block color="primary" size="large" onClick={() => go('/pages/setting/addWallet')} data-testid="wallets-add">
          {t('wallet.addresses.add')}
        </Button>
      </div>
      <Popup
        visible={qr !== null}
        onMaskClick={() => setQr(null)}
        onClose={() => setQr(null)}
        bodyClassName="sheet"
        getContainer={() => document.body}
        destroyOnClose
      >
        {qr ? (
          <div className="qr-sheet">
            <h2 className="sheet-title">{qr.name}</h2>
            <PrivateImage
              path={qr.qrcode}
              alt={t('wallet.addresses.qrAlt', { name: qr.name })}
              className="qr-stored"
              failedText={t('wallet.addresses.qrFailed')}
            />
            <code className="address-text">{qr.address}</code>
            <Button block onClick={() => setQr(null)}>
              {t('wallet.addresses.close')}
            </Button>
          </div>
        ) : null}
      </Popup>
    </Page>
  );
}

function AddressItem({ address: a, onShowQr }: { address: SavedAddress; onShowQr(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const remove = async () => {
    const confirmed = await Dialog.confirm({
      content: t('wallet.addresses.deleteConfirm', { name: a.name }),
      confirmText: t('wallet.addresses.delete'),
      cancelText: t('app.actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteAddress(a.id);
      toast(t('wallet.addresses.deleted'), 'success');
      await refresh();
    } catch {
      // the request wrapper has said why
    }
  };
  return (
    <li className="card record-item" data-testid="address-item">
      <div className="record-head">
        <CoinLabel code={a.currency} size={24} />
        <span className="record-network">{a.network}</span>
        <strong className="address-name">{a.name}</strong>
      </div>
      <button
        type="button"
        className="address-text address-text--button"
        onClick={() => void copyText(a.address, t)}
        aria-label={t('wallet.receive.copy')}
      >
        {a.address}
      </button>
      <div className="record-actions">
        <Button size="small" color="primary" fill="outline" onClick={onShowQr} data-testid="address-qr">
          {t('wallet.addresses.showQr')}
        </Button>
        <Button size="small" fill="outline" color="danger" onClick={() => void remove()} data-testid="address-delete">
          {t('wallet.addresses.delete')}
        </Button>
      </div>
    </li>
  );
}
