/**
 * My NFT account (mine): auction wins to pay with their due time, every purchase and sale, my bids,
 * and messages (outbid, won, pay due, expired, sold) with their read flag; links to my NFTs and my
 * collection.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { NftOrder } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { payOrder, readMessage, refreshNft, useMessages, useMyBids, useOrders } from '../api';
import { useNftFormat } from '../format';
import { NFT_PATHS } from '../paths';
import { useNow } from '../components/useNow';
import { useNftLive } from '../live';
import '../nft.css';

const TABS = ['pay', 'orders', 'bids', 'messages'] as const;
type Tab = (typeof TABS)[number];

export default function Mine() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('pay');
  useNftLive();
  return (
    <Page title={t('nft.mine.title')} name="nft-mine">
      <div className="nft-layout">
        <div className="nft-shortcuts">
          <Button onClick={() => go(NFT_PATHS.myNft)} data-testid="go-my-nft">
            {t('nft.myNft.title')}
          </Button>
          <Button onClick={() => go(NFT_PATHS.collection)}>{t('nft.collection.title')}</Button>
        </div>
        <div className="nft-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              onClick={() => setTab(k)}
              data-testid={`mine-tab-${k}`}
            >
              {t(`nft.mine.tabs.${k}`)}
            </button>
          ))}
        </div>
        {tab === 'pay' ? <Orders status="unpaid" /> : tab === 'orders' ? <Orders status="all" /> : tab === 'bids' ? <Bids /> : <Messages />}
      </div>
    </Page>
  );
}

function Orders({ status }: { status: 'unpaid' | 'all' }) {
  const { t } = useTranslation();
  const orders = useOrders(status);
  return (
    <QueryView
      query={orders}
      isEmpty={(p) => p.data.length === 0}
      empty={<EmptyState title={t(status === 'unpaid' ? 'nft.mine.nothingToPay' : 'nft.mine.noOrders')} />}
    >
      {(p) => (
        <ul className="nft-list">
          {p.data.map((o) => (
            <OrderRow key={o.id} o={o} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function OrderRow({ o }: { o: NftOrder }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const client = useQueryClient();
  const now = useNow(1000, o.status === 'unpaid');
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    const sure = await Dialog.confirm({
      content: t('nft.pay.confirm', { price: f.money(o.price, o.currency), margin: f.money(o.margin, o.currency) }),
      confirmText: t('nft.pay.action'),
      cancelText: t('nft.common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await payOrder(o.id);
      void toast(t('nft.pay.done'), 'success');
      await refreshNft(client);
    } catch {
      // The wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card nft-order" data-testid="order-row" data-status={o.status}>
      <div className="nft-list-row">
        <strong>{o.title}</strong>
        <span className={`nft-tag nft-tag--${o.status}`}>{t(`nft.order.status.${o.status}`)}</span>
      </div>
      <div className="nft-list-row muted">
        <span>
          {t(`nft.order.kind.${o.kind}`)} · {t(`nft.order.as.${o.mine_as}`)}
        </span>
        <span>{f.money(o.price, o.currency)}</span>
      </div>
      {o.status === 'unpaid' && o.due_time ? (
        <div className="nft-list-row">
          <span className="nft-countdown" data-testid="pay-due">
            {t('nft.pay.dueIn', { left: f.left(o.due_time - now) })}
          </span>
          {o.mine_as === 'buyer' ? (
            <Button size="small" color="primary" loading={busy} onClick={pay} data-testid="pay-order">
              {t('nft.pay.action')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="muted nft-small">
          {t('nft.order.fee')}: {f.money(o.fee, o.currency)} · {f.when(o.paid_time ?? o.created_at)}
        </div>
      )}
    </li>
  );
}

function Bids() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const bids = useMyBids();
  return (
    <QueryView query={bids} isEmpty={(p) => p.data.length === 0} empty={<EmptyState title={t('nft.bids.emptyMine')} />}>
      {(p) => (
        <ul className="nft-list">
          {p.data.map((b) => (
            <li key={b.id} className="nft-list-row" data-testid="my-bid">
              <span>{b.title}</span>
              <strong>{f.money(b.price, b.currency)}</strong>
              <span className="muted">{b.leading ? t('nft.bids.leading') : f.when(b.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function Messages() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const client = useQueryClient();
  const messages = useMessages();
  const read = async (id?: number) => {
    try {
      await readMessage(id);
      await refreshNft(client);
    } catch {
      // The wrapper has shown the reason.
    }
  };
  return (
    <QueryView query={messages} isEmpty={(p) => p.data.length === 0} empty={<EmptyState title={t('nft.messages.empty')} />}>
      {(p) => (
        <>
          {p.unread > 0 ? (
            <Button size="small" onClick={() => read()} data-testid="read-all">
              {t('nft.messages.readAll', { n: p.unread })}
            </Button>
          ) : null}
          <ul className="nft-list">
            {p.data.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`nft-message${m.read ? '' : ' nft-message--unread'}`}
                  onClick={() => read(m.id)}
                  data-testid="message"
                  data-kind={m.kind}
                >
                  <span>
                    {t(`nft.messages.kind.${m.kind}`, {
                      title: m.title,
                      amount: m.amount ? f.money(m.amount, m.currency ?? undefined) : '',
                    })}
                  </span>
                  <span className="muted">{f.when(m.created_at)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}
