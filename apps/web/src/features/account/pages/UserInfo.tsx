/** The profile: avatar upload, nickname (2 to 10), signature (2 to 30), and the account's facts. */
import '../account.css';
import { useRef, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../app/i18n';
import { nicknameInput, signatureInput, NICKNAME_MAX, SIGNATURE_MAX, type UserInfo as Profile } from '@bourse/contract';
import { useUser } from '../../../app/session';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { CreditScoreCard } from '../components/CreditScoreCard';
import { Loading } from '../../../components/states';
import { checkForm, type FormCheck } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { copyText } from '../../../lib/clipboard';
import { editNickname, editSignature, uploadAvatar, useRefreshUser } from '../api';
import { EditTextSheet } from '../components/EditTextSheet';
import { UserAvatar } from '../components/UserAvatar';

const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export default function UserInfo() {
  const { t } = useTranslation();
  const user = useUser();
  const refresh = useRefreshUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<'nickname' | 'signature' | null>(null);
  const errors = useFormErrors();

  if (!user)
    return (
      <Page title={t('account.userInfo.title')} name="userInfo">
        <Loading />
      </Page>
    );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return errors.fail('UPLOAD_TYPE_UNSUPPORTED', 'avatar');
    if (file.size > AVATAR_MAX_BYTES) {
      toast(t('errors.UPLOAD_TOO_LARGE', { max: '10 MB' }));
      return;
    }
    setUploading(true);
    try {
      toast(await uploadAvatar(file), 'success');
      await refresh();
    } catch {
      // the request wrapper has shown why
    } finally {
      setUploading(false);
    }
  };

  const save = async (field: 'nickname' | 'signature', value: string) => {
    const check: FormCheck<unknown> =
      field === 'nickname' ? checkForm(nicknameInput, { nickname: value }) : checkForm(signatureInput, { signature: value });
    if (!errors.accept(check)) return false;
    try {
      const message = field === 'nickname' ? await editNickname(value.trim()) : await editSignature(value.trim());
      toast(message, 'success');
      await refresh();
      return true;
    } catch (error) {
      errors.fromServer(error);
      return false;
    }
  };

  return (
    <Page title={t('account.userInfo.title')} name="userInfo">
      <List className="list-card">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={<UserAvatar src={user.avatar} size={48} />}
          description={uploading ? t('account.userInfo.uploading') : t('account.userInfo.avatarHint')}
          data-testid="avatar-row"
        >
          {t('account.userInfo.avatar')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('nickname')}
          extra={<span data-testid="nickname-value">{user.nickname}</span>}
          data-testid="nickname-row"
        >
          {t('account.userInfo.nickname')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('signature')}
          extra={user.signature || t('account.userInfo.notSet')}
          data-testid="signature-row"
        >
          {t('account.userInfo.signature')}
        </List.Item>
      </List>
      <input
        ref={fileInput}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <AccountFacts user={user} />
      <CreditScoreCard />
      <EditTextSheet
        id="nickname"
        visible={editing === 'nickname'}
        title={t('account.userInfo.editNickname')}
        label={t('account.userInfo.nickname')}
        hint={t('account.userInfo.nicknameHint')}
        initial={user.nickname}
        maxLength={NICKNAME_MAX}
        onClose={() => {
          setEditing(null);
          errors.clear();
        }}
        onSave={(value) => save('nickname', value)}
        error={errors.errorFor('nickname')}
      />
      <EditTextSheet
        id="signature"
        visible={editing === 'signature'}
        title={t('account.userInfo.editSignature')}
        label={t('account.userInfo.signature')}
        hint={t('account.userInfo.signatureHint')}
        initial={user.signature}
        maxLength={SIGNATURE_MAX}
        onClose={() => {
          setEditing(null);
          errors.clear();
        }}
        onSave={(value) => save('signature', value)}
        error={errors.errorFor('signature')}
      />
    </Page>
  );
}

/** Who the account is: its name, UID, invitation code (tap to copy) and since when. */
function AccountFacts({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <List className="list-card">
      <List.Item arrowIcon={false} extra={user.account}>
        {t('account.userInfo.account')}
      </List.Item>
      <List.Item arrowIcon={false} extra={String(user.id)}>
        {t('account.userInfo.uid')}
      </List.Item>
      <List.Item
        onClick={() => void copyText(user.invite_code, t)}
        extra={<span className="mono">{user.invite_code}</span>}
        description={t('account.userInfo.tapToCopy')}
      >
        {t('account.userInfo.inviteCode')}
      </List.Item>
      <List.Item arrowIcon={false} extra={new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(user.created_at))}>
        {t('account.userInfo.joined')}
      </List.Item>
    </List>
  );
}
