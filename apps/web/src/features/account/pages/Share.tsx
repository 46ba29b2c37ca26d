/** Invite friends: the user's invitation code, link (#/pages/common/register?code=...) and its QR code. */
import '../account.css';
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { copyText } from '../../../lib/clipboard';
import { inviteLink } from '../invite';

export default function Share() {
  const { t } = useTranslation();
  const user = useUser();
  const link = user ? inviteLink(user.invite_code, window.location) : '';
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    if (!link) return;
    let live = true;
    // qrcode is only needed here, so it loads with this page.
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(link, {
        margin: 1,
        width: 440,
        errorCorrectionLevel: 'M',
        color: { dark: '#111827', light: '#ffffff' },
      });
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!user)
    return (
      <Page title={t('account.share.title')} name="share">
        <Loading />
      </Page>
    );
  return (
    <Page title={t('account.share.title')} name="share">
      <div className="share">
        <p className="hint">{t('account.share.lead')}</p>
        <div className="share-qr card">
          {qr ? <img src={qr} width={220} height={220} alt={t('account.share.qrAlt')} data-testid="share-qr" /> : <Loading />}
        </div>
        <div className="card share-code">
          <span className="muted">{t('account.share.code')}</span>
          <strong className="share-code-value" data-testid="invite-code">
            {user.invite_code}
          </strong>
          <Button size="small" onClick={() => void copyText(user.invite_code, t)}>
            {t('account.share.copyCode')}
          </Button>
        </div>
        <div className="card share-link">
          <span className="muted">{t('account.share.link')}</span>
          <span className="share-link-value" data-testid="invite-link">
            {link}
          </span>
          <Button color="primary" block onClick={() => void copyText(link, t)}>
            {t('account.share.copyLink')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
