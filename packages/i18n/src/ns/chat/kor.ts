/** The chat room (a tab of pages/kefu/index). (kor) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: '방',
  empty: '메시지가 없습니다',
  emptyHint: '방에 인사해 보세요.',
  you: '나',
  report: '신고',
  reportConfirm: '이 메시지를 관리자에게 신고할까요?',
  cancel: '취소',
  reported: '신고했습니다. 감사합니다',
  filtered: '링크와 연락처는 숨겨집니다',
  mutedUntil: '{{time}}까지 채팅이 제한되었습니다',
  writeSomething: '먼저 메시지를 입력하세요',
  placeholder: '방에 메시지 보내기',
  send: '보내기',
  rules: '최대 300자, 30초에 5개까지. 링크와 연락처는 숨겨집니다. 직원이 여기에서 먼저 연락하지 않습니다.',
} satisfies Messages<typeof en>;
