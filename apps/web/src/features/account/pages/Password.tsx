import '../account.css';
import { useTranslation } from '../../../app/i18n';
import { updatePasswordInput } from '@bourse/contract';
import { useUser } from '../../../app/session';
import { Page } from '../../../components/Page';
import { Loading } from '../../../components/states';
import { updatePassword, useRefreshUser } from '../api';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** Change the login password with a security code; the other devices are signed out. */
export default function Password() {
  const { t } = useTranslation();
  const user = useUser();
  const refresh = useRefreshUser();
  return (
    <Page title={t('account.password.title')} name="password">
      {user ? (
        <NewPasswordForm
          user={user}
          fields={{ password: 'password', confirm: 're_password' }}
          schema={updatePasswordInput}
          send={updatePassword}
          label={t('app.form.newPassword')}
          submitLabel={t('app.actions.confirm')}
          hint={t('account.password.hint')}
          onDone={refresh}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
