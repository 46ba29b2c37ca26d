/** The chat room (a tab of pages/kefu/index). (zh) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: '房间',
  empty: '暂无消息',
  emptyHint: '来打个招呼吧。',
  you: '我',
  report: '举报',
  reportConfirm: '向管理员举报这条消息？',
  cancel: '取消',
  reported: '已举报，谢谢',
  filtered: '链接和联系方式已隐藏',
  mutedUntil: '您已被禁言至 {{time}}',
  writeSomething: '请先输入消息',
  placeholder: '发送消息到房间',
  send: '发送',
  rules: '每条最多 300 字，每 30 秒最多 5 条。链接和联系方式会被隐藏。官方人员不会在这里主动私信您。',
} satisfies Messages<typeof en>;
