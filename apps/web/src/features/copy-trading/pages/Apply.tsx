/** Become a trader (#/pages/copytrade/trader): what applying needs, the application, its status, the profit share. */
import '../copy-trading.css';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { TraderSelf } from '@bourse/contract';
import { go, REAL_MARK_PATH } from '../../../app/navigation';
import { useSession } from '../../../app/session';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { applyTrader, setProfitShare, useMy, useRefreshCopy } from '../api';

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={ok ? 'tone-up' : 'tone-warn'} data-ok={ok}>
      {ok ? '✓' : '•'} {children}
    </li>
  );
}

function ApplyForm({ self }: { self: TraderSelf }) {
  const { t } = useTranslation();
  const refresh = useRefreshCopy();
  const user = useSession().user;
  const [name, setName] = useState(self.name ?? user?.nickname ?? '');
  const [share, setShare] = useState(self.profit_share_percent ?? '5');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast(done, 'success');
      await refresh();
    } catch {
      // the request wrapper said why
    } finally {
      setBusy(false);
    }
  };
  const approved = self.status === 'approved';
  return (
    <section className="card ct-form">
      {approved ? null : (
        <>
          <label className="ct-label">{t('copyTrading.apply.name')}</label>
          <Input value={name} onChange={setName} data-testid="apply-name" className="ct-input" />
        </>
      )}
      <label className="ct-label">{t('copyTrading.apply.share')}</label>
      <Input value={share} onChange={setShare} inputMode="decimal" data-testid="apply-share" className="ct-input" />
      {approved ? <p className="muted ct-small">{t('copyTrading.apply.shareHint')}</p> : null}
      <Button
        block
        color="primary"
        loading={busy}
        disabled={busy || self.status === 'pending'}
        data-testid="apply-submit"
        onClick={() =>
          void (approved
            ? run(() => setProfitShare(share.trim()), t('copyTrading.form.saved'))
            : run(() => applyTrader({ name: name.trim(), profit_share: share.trim() }), t('copyTrading.apply.sent')))
        }
      >
        {approved ? t('copyTrading.apply.saveShare') : t('copyTrading.apply.submit')}
      </Button>
    </section>
  );
}

export default function Apply() {
  const { t } = useTranslation();
  const my = useMy();
  const user = useSession().user;
  return (
    <Page title={t('copyTrading.apply.title')} name="copy-apply">
      <QueryView query={my}>
        {({ trader: s }) => (
          <div className="ct-layout">
            <section className="card" data-testid="apply-status" data-status={s.status}>
              {s.status === 'approved' ? <p className="tone-up">{t('copyTrading.apply.approved')}</p> : null}
              {s.status === 'pending' ? <p>{t('copyTrading.apply.pending')}</p> : null}
              {s.status === 'rejected' ? <p className="tone-warn">{t('copyTrading.apply.rejected', { reason: s.reject_reason })}</p> : null}
              <p className="muted">{t('copyTrading.apply.needs')}</p>
              <ul className="ct-checks">
                <Check ok={s.verified}>
                  {t('copyTrading.apply.verified')}{' '}
                  {s.verified ? null : (
                    <Button size="mini" fill="none" color="primary" onClick={() => go(REAL_MARK_PATH)}>
                      {t('copyTrading.apply.verify')}
                    </Button>
                  )}
                </Check>
                <Check ok={s.closed_positions > 0}>{t('copyTrading.apply.history', { count: s.closed_positions })}</Check>
                <Check ok={!s.following}>{t('copyTrading.apply.notFollowing')}</Check>
              </ul>
              {s.status === 'approved' && user ? (
                <Button size="small" fill="outline" onClick={() => go(`/pages/follow/trader?id=${user.id}`)}>
                  {t('copyTrading.apply.myPage')}
                </Button>
              ) : null}
            </section>
            <ApplyForm self={s} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}
