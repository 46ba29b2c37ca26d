/** How copy trading shows its figures: shared number kinds, a PnL's colour, times. */
import { useMemo } from 'react';
import { useNumberFormat } from '../../lib/number-display';
import { formatDateTime } from '../../lib/time-ago';

export const formatTime = (value: string | number | null | undefined): string => formatDateTime(value, true);

/** 'up', 'down' or '' for a signed decimal string. */
export const tone = (value: string | null | undefined) =>
  !value || !/[1-9]/.test(value) ? '' : value.trim().startsWith('-') ? 'down' : 'up';

export function useCopyFormat() {
  const n = useNumberFormat();
  return useMemo(
    () => ({
      price: (v: string | null | undefined) => (v ? n.price(v) : '--'),
      money: (v: string | null | undefined) => (v ? n.amount(v) : '--'),
      pnl: (v: string | null | undefined) => (v ? n.change(v) : '--'),
      percent: (v: string | null | undefined) => (v ? n.percent(v) : '--'),
      count: n.count,
      time: formatTime,
    }),
    [n],
  );
}

/** The agreement in the user's language: Chinese for zh and hk, English for every other language. */
export const agreementPath = (lang: string) =>
  lang === 'zh' || lang === 'hk' ? '/pages/follow/agreement_zh' : '/pages/follow/agreement_en';
