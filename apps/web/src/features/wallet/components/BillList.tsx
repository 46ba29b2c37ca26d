/** Bills or account changes, ten at a time, each row a BillItem. */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { BillRow, Page } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { useWithdrawalIndex } from '../api';
import { BillItem } from './BillItem';
import { EmptyList, PagedList } from './PagedList';

export function BillList({ query, emptyTitle }: { query: UseInfiniteQueryResult<InfiniteData<Page<BillRow>>>; emptyTitle?: string }) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const settled = rows.some((r) => r.kind === 'withdraw.settle' && typeof r.memo.withdrawalId === 'number' && r.memo.fee === undefined);
  const withdrawals = useWithdrawalIndex(settled);
  return (
    <PagedList query={query} empty={<EmptyList title={emptyTitle ?? t('wallet.bill.empty')} />} testId="bill-list">
      {(items) => (
        <ul className="bill-list card">
          {items.map((row) => (
            <BillItem key={row.id} row={row} withdrawal={withdrawals.data?.get(Number(row.memo.withdrawalId))} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
