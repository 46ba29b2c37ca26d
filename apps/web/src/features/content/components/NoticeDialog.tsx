import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import type { PopNotice } from '@bourse/contract';
import { RichText } from '../../../components/RichText';

/** The notice itself; loaded only when there is one to show (the dialog brings its animation library). */
export default function NoticeDialog({ notice, onClose }: { notice: PopNotice; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      title={notice.title}
      aria-label={notice.title}
      content={<RichText text={notice.body} className="notice-body" />}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t('home.notice.ok'), bold: true }]}
      className="notice-dialog"
      // Outside the page area, whose view transition makes it a layer of its own under the tab bar.
      getContainer={() => document.body}
      data-testid="notice-dialog"
    />
  );
}
