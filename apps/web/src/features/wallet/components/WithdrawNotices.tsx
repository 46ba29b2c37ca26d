/**
 * What stops a withdrawal before the form is filled: the 24-hour pause after a security change
 * (its end in the user's locale), a pay password locked by wrong guesses (the server's message,
 * already in the user's language, with the time it ends), or no pay password yet.
 */
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { useLocale } from '../../../lib/use-locale';

interface WithdrawNoticesProps {
  /** The end of the pause after a security change, while it lasts. */
  locked: Date | null;
  /** The server's PAY_PASSWORD_LOCKED message, once a withdrawal met it. */
  payLock: string | null;
  missingPayPassword: boolean;
}

export function WithdrawNotices({ locked, payLock, missingPayPassword }: WithdrawNoticesProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      {locked ? (
        <NoticeBar
          className="wallet-notice"
          color="alert"
          wrap
          content={t('wallet.withdraw.locked', {
            time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(locked),
          })}
          data-testid="withdraw-locked"
        />
      ) : null}
      {payLock ? <NoticeBar className="wallet-notice" color="alert" wrap content={payLock} data-testid="pay-password-locked" /> : null}
      {missingPayPassword ? (
        <div className="card callout" data-testid="pay-password-missing">
          <p>{t('wallet.withdraw.noPayPassword')}</p>
          <Button size="small" color="primary" onClick={() => go('/pages/setting/payPassword')}>
            {t('wallet.withdraw.setPayPassword')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
