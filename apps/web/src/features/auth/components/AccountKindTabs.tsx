import Segmented from 'antd-mobile/es/components/segmented';
import { useTranslation } from '../../../app/i18n';
import type { AccountKind } from '../api';

/** Email or mobile: which kind of account the form names. */
export function AccountKindTabs({ value, onChange }: { value: AccountKind; onChange(kind: AccountKind): void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      block
      className="segmented-tabs"
      value={value}
      onChange={(kind) => onChange(kind as AccountKind)}
      options={[
        { label: t('auth.tabs.email'), value: 'email' },
        { label: t('auth.tabs.mobile'), value: 'mobile' },
      ]}
      data-testid="account-kind"
    />
  );
}
