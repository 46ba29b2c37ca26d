/**
 * The follow form (#/pages/follow/follow?id=): mode, number, follow amount, slippage cap, the
 * trader's profit share shown before following, and the agreement; edit and cancel an existing follow.
 */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import Segmented from 'antd-mobile/es/components/segmented';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { TraderDetail } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { cancelFollow, editFollow, followTrader, useFuturesAvailable, useRefreshCopy, useTrader } from '../api';
import { agreementPath, useCopyFormat } from '../format';

interface Terms {
  type: 1 | 2;
  setType: (v: 1 | 2) => void;
  number: string;
  setNumber: (v: string) => void;
  amount: string;
  setAmount: (v: string) => void;
  slippage: string;
  setSlippage: (v: string) => void;
}

/** Mode, number, follow amount and slippage cap. */
function TermsFields({ type, setType, number, setNumber, amount, setAmount, slippage, setSlippage }: Terms) {
  const { t } = useTranslation();
  return (
    <section className="card ct-form">
      <label className="ct-label">{t('copyTrading.form.mode')}</label>
      <Segmented
        block
        value={type}
        onChange={(v) => setType(Number(v) as 1 | 2)}
        options={[
          { value: 1, label: t('copyTrading.form.multiple') },
          { value: 2, label: t('copyTrading.form.lots') },
        ]}
        data-testid="follow-mode"
      />
      <label className="ct-label">{type === 1 ? t('copyTrading.form.number') : t('copyTrading.form.numberLots')}</label>
      <Input value={number} onChange={setNumber} inputMode="decimal" data-testid="follow-number" className="ct-input" />
      {type === 1 ? <p className="muted ct-small">{t('copyTrading.form.modeHint')}</p> : null}
      <label className="ct-label">{t('copyTrading.form.amount')}</label>
      <Input value={amount} onChange={setAmount} inputMode="decimal" data-testid="follow-amount" className="ct-input" />
      <label className="ct-label">{t('copyTrading.form.slippage')}</label>
      <Input value={slippage} onChange={setSlippage} inputMode="decimal" data-testid="follow-slippage" className="ct-input" />
    </section>
  );
}

/** The trader's profit share before following, where the margin comes from, and the agreement. */
function ShareAndAgreement({
  trader: d,
  share,
  agree,
  setAgree,
}: {
  trader: TraderDetail;
  share: string;
  agree: boolean;
  setAgree: (v: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = useCopyFormat();
  const available = useFuturesAvailable();
  const mine = d.my_follow;
  return (
    <section className="card">
      <p data-testid="follow-share">{t('copyTrading.form.shareInfo', { name: d.name, share })}</p>
      <p className="muted ct-small">{t('copyTrading.form.marginInfo', { available: f.money(available.data ?? '0') })}</p>
      {mine ? null : (
        <Checkbox checked={agree} onChange={setAgree} data-testid="follow-agree">
          {t('copyTrading.form.agree')}{' '}
          <a href={`#${agreementPath(i18n.language)}`} onClick={(e) => e.stopPropagation()}>
            {t('copyTrading.form.agreement')}
          </a>
        </Checkbox>
      )}
    </section>
  );
}

function Form({ trader: d }: { trader: TraderDetail }) {
  const { t } = useTranslation();
  const refresh = useRefreshCopy();
  const mine = d.my_follow;
  const [type, setType] = useState<1 | 2>(mine?.type ?? 1);
  const [number, setNumber] = useState(mine?.number ?? '1');
  const [amount, setAmount] = useState(mine?.amount ?? '100');
  const [slippage, setSlippage] = useState(mine?.slippage_percent ?? '1');
  const [agree, setAgree] = useState(Boolean(mine));
  const [busy, setBusy] = useState(false);
  const share = mine?.profit_share_percent ?? d.profit_share_percent;

  const run = async (action: () => Promise<unknown>, done: string, then: string) => {
    setBusy(true);
    try {
      await action();
      toast(done, 'success');
      await refresh();
      go(then, { replace: true });
    } catch {
      // the request wrapper said why
    } finally {
      setBusy(false);
    }
  };
  const terms = { type, number: number.trim(), amount: amount.trim(), slippage: slippage.trim() };
  const submit = () =>
    mine
      ? run(() => editFollow({ follow_user_id: d.user_id, ...terms }), t('copyTrading.form.saved'), '/pages/copytrade/my')
      : run(
          () => followTrader({ trader_user_id: d.user_id, ...terms, agree: true }),
          t('copyTrading.form.followed', { name: d.name }),
          '/pages/copytrade/my',
        );
  const stop = async () => {
    if (
      !(await Dialog.confirm({
        content: t('copyTrading.form.cancelConfirm'),
        confirmText: t('app.actions.confirm'),
        cancelText: t('app.actions.cancel'),
      }))
    )
      return;
    await run(() => cancelFollow(d.user_id), t('copyTrading.form.cancelled'), '/pages/copytrade/my');
  };
  return (
    <div className="ct-layout">
      <TermsFields
        type={type}
        setType={setType}
        number={number}
        setNumber={setNumber}
        amount={amount}
        setAmount={setAmount}
        slippage={slippage}
        setSlippage={setSlippage}
      />
      <ShareAndAgreement trader={d} share={share} agree={agree} setAgree={setAgree} />
      <Button
        block
        color="primary"
        loading={busy}
        disabled={busy || (!mine && !agree)}
        onClick={() => void submit()}
        data-testid="follow-submit"
      >
        {mine ? t('copyTrading.form.save') : t('copyTrading.form.submit')}
      </Button>
      {mine ? (
        <Button block color="danger" fill="outline" disabled={busy} onClick={() => void stop()} data-testid="follow-cancel">
          {t('copyTrading.form.cancelFollow')}
        </Button>
      ) : null}
    </div>
  );
}

export default function FollowForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useTrader(Number(params.get('id')));
  return (
    <Page title={t('copyTrading.form.title', { name: detail.data?.name ?? '' })} name="copy-follow">
      <QueryView query={detail}>{(d) => <Form trader={d} />}</QueryView>
    </Page>
  );
}
