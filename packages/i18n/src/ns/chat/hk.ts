/** The chat room (a tab of pages/kefu/index). (hk) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: '房間',
  empty: '暫無訊息',
  emptyHint: '來打個招呼吧。',
  you: '我',
  report: '舉報',
  reportConfirm: '向管理員舉報這條訊息？',
  cancel: '取消',
  reported: '已舉報，謝謝',
  filtered: '連結和聯絡方式已隱藏',
  mutedUntil: '您已被禁言至 {{time}}',
  writeSomething: '請先輸入訊息',
  placeholder: '發送訊息到房間',
  send: '發送',
  rules: '每條最多 300 字，每 30 秒最多 5 條。連結和聯絡方式會被隱藏。官方人員不會在這裡主動私訊您。',
} satisfies Messages<typeof en>;
