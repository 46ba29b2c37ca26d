import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { PopNotice } from '@bourse/contract';
import { RichText } from '../../../components/RichText';

/**
 * The notice itself, in the browser's own modal `<dialog>` (focus kept inside, Escape closes, the
 * page behind inert). It is part of a first visit's first screen, so it does not bring antd-mobile's
 * dialog and its animation library (about 20 KB) as the other dialogs do; a CSS fade stands in.
 */
export default function NoticeDialog({ notice, onClose }: { notice: PopNotice; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A browser (or test DOM) without modal dialogs still shows it, as a plain open dialog.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // The modal focuses its first focusable part, the scrolling body; the one action is what Enter should press.
    dialog.querySelector<HTMLButtonElement>('.notice-ok')?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="notice-dialog"
      aria-labelledby="notice-title"
      data-testid="notice-dialog"
      // Escape: the dialog's own cancel, which would close it without telling the page.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="notice-title" className="notice-title">
        {notice.title}
      </h2>
      <RichText text={notice.body} className="notice-body" />
      <button type="button" className="notice-ok" onClick={onClose}>
        {t('home.notice.ok')}
      </button>
    </dialog>
  );
}
