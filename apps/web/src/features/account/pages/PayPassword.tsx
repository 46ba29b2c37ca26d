import '../account.css';
import { useTranslation } from '../../../app/i18n';
import { payPasswordInput } from '@bourse/contract';
import { useUser } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { setPayPassword, useRefreshUser } from '../api';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** Set or change the pay password (it confirms withdrawals and other money actions). */
export default function PayPassword() {
  const { t } = useTranslation();
  const user = useUser();
  const refresh = useRefreshUser();
  return (
    <Page title={t('account.payPassword.title')} name="payPassword">
      {user ? (
        <NewPasswordForm
          user={user}
          fields={{ password: 'pay_password', confirm: 're_pay_password' }}
          schema={payPasswordInput}
          send={setPayPassword}
          label={t('account.payPassword.label')}
          submitLabel={t('app.actions.confirm')}
          hint={t('account.payPassword.hint')}
          onDone={refresh}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
