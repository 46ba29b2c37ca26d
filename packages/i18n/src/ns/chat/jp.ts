/** The chat room (a tab of pages/kefu/index). (jp) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: 'ルーム',
  empty: 'メッセージはまだありません',
  emptyHint: 'ルームに挨拶しましょう。',
  you: 'あなた',
  report: '報告',
  reportConfirm: 'このメッセージをモデレーターに報告しますか？',
  cancel: 'キャンセル',
  reported: '報告しました。ありがとうございます',
  filtered: 'リンクと連絡先は非表示になります',
  mutedUntil: '{{time}} まで発言が制限されています',
  writeSomething: '先にメッセージを入力してください',
  placeholder: 'ルームにメッセージ',
  send: '送信',
  rules: '1件300文字まで、30秒に5件まで。リンクと連絡先は非表示になります。スタッフからここで先に連絡することはありません。',
} satisfies Messages<typeof en>;
