/**
 * Invite friends (SPEC section 2, setting/share): the stated rebate terms, the invitation link and
 * its QR code (drawn by the `qrcode` library), a poster to save as a PNG, and the invitees and the
 * rebates they earned, each rebate naming the invitee's order it came from.
 */
import '../invite.css';
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { InviteInfo } from '@bourse/contract';
import { useSiteConfig } from '../../../app/site';
import { Page } from '../../../components/Page';
import { ErrorState, Loading } from '../../../components/states';
import { copyText } from '../../../lib/clipboard';
import { useNumberFormat } from '../../../lib/number-display';
import { toast } from '../../../lib/toast';
import { useInviteInfo } from '../api';
import { InviteLists } from '../components/InviteLists';
import { Terms, useTermLines } from '../components/Terms';
import { inviteLink, qrDataUrl } from '../link';
import { drawPoster, saveBlob } from '../poster';

export default function Share() {
  const { t } = useTranslation();
  const info = useInviteInfo();
  return (
    <Page title={t('invite.title')} name="share">
      {info.isPending ? <Loading /> : null}
      {info.isError ? <ErrorState onRetry={() => void info.refetch()} /> : null}
      {info.data ? <ShareBody info={info.data} /> : null}
    </Page>
  );
}

function useQr(link: string) {
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrDataUrl(link).then(
      (url) => live && setQr(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return { qr, failed };
}

function ShareBody({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const link = inviteLink(info.register_path, window.location);
  const { qr, failed } = useQr(link);
  const [saving, setSaving] = useState(false);
  const lines = useTermLines(info);

  const savePoster = async () => {
    if (!qr) return;
    setSaving(true);
    try {
      const png = await drawPoster(qr, {
        site: site.data?.site_name ?? 'Bourse',
        title: t('invite.poster.title'),
        lines,
        codeLabel: t('invite.code'),
        code: info.invite_code,
      });
      saveBlob(png, `invite-${info.invite_code}.png`);
      void toast(t('invite.poster.saved'), 'success');
    } catch {
      void toast(t('invite.poster.failed'), 'fail');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="invite">
      <Terms info={info} />
      <div className="card invite-qr">
        {qr ? <img src={qr} width={220} height={220} alt={t('invite.qrAlt')} data-testid="share-qr" /> : null}
        {!qr && !failed ? <Loading /> : null}
        {failed ? <ErrorState /> : null}
        <Button
          color="primary"
          fill="outline"
          block
          loading={saving}
          disabled={!qr}
          onClick={() => void savePoster()}
          data-testid="save-poster"
        >
          {t('invite.poster.save')}
        </Button>
      </div>
      <div className="card invite-code">
        <span className="muted">{t('invite.code')}</span>
        <strong className="invite-code-value" data-testid="invite-code">
          {info.invite_code}
        </strong>
        <Button size="small" onClick={() => void copyText(info.invite_code, t)}>
          {t('invite.copyCode')}
        </Button>
      </div>
      <div className="card invite-link">
        <span className="muted">{t('invite.link')}</span>
        <span className="invite-link-value" data-testid="invite-link">
          {link}
        </span>
        <Button color="primary" block onClick={() => void copyText(link, t)}>
          {t('invite.copyLink')}
        </Button>
      </div>
      <Stats info={info} />
      <InviteLists />
    </div>
  );
}

/** How many friends signed up with the code, and what the rebates have paid, per currency. */
function Stats({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <div className="card invite-stats">
      <div>
        <span className="muted">{t('invite.stats.invitees')}</span>
        <strong data-testid="invitee-count">{n.count(info.invitees)}</strong>
      </div>
      <div>
        <span className="muted">{t('invite.stats.earned')}</span>
        {info.totals.length === 0 ? <strong>{n.amount('0')}</strong> : null}
        {info.totals.map((x) => (
          <strong key={x.currency}>
            {n.amount(x.amount)} {x.currency}
          </strong>
        ))}
      </div>
    </div>
  );
}
