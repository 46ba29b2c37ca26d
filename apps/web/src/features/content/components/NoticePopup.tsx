/** The launch notice (news/index_pop), shown once per notice id on this device. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePopNotice } from '../api';
import { hasSeenNotice, markNoticeSeen } from '../notices';

const NoticeDialog = lazy(() => import('./NoticeDialog'));

export function NoticePopup() {
  const { data: notice } = usePopNotice();
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    if (!notice || hasSeenNotice(notice.id)) return;
    // Marked when shown, not when closed: a reload while it is open must not show it again.
    markNoticeSeen(notice.id);
    setOpenId(notice.id);
  }, [notice]);

  if (!notice || openId !== notice.id) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onClose={() => setOpenId(null)} />
    </Suspense>
  );
}
