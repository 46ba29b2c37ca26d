/** Proof of reserves (Korean). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '준비금 증명',
  intro:
    '모든 사용자의 잔액은 머클 트리의 잎입니다. 그 루트를 합계 및 플랫폼 보유 자산과 함께 여기에 공개합니다. 내 잔액이 포함되어 있는지 확인하세요. 브라우저가 내 잎과 루트까지의 경로를 다시 계산합니다.',
  empty: '아직 공개된 스냅샷이 없습니다',
  takenAt: '생성 시각',
  users: '포함된 계정 수',
  root: '머클 루트',
  encoding: '잎 인코딩',
  assetsTitle: '사용자에 대한 부채와 보유 자산',
  demoBanner:
    '데모 자금: 이 환경의 플랫폼 계정은 테스트용으로 발행한 데모 자금으로 채워졌습니다. 실제 자산이 아니며 아래에서 실제 자산과 구분해 표시합니다.',
  verifyButton: '내 잔액 검증',
  history: '이전 스냅샷',
  asset: {
    liabilities: '사용자에게 줄 금액',
    depositsHeld: '입금 주소(기록상)',
    funding: '운영자 자금 입금',
    realAssets: '보유 실제 자산',
    demo: '데모 자금(실제 아님)',
    covered: '충당됨',
    notCovered: '실제 자산으로 충당되지 않음',
    accounts: '그중 플랫폼 자체 계정',
    house: '하우스 계정',
    insurance: '보험 기금',
    treasury: '재무 계정',
    other: '기타 플랫폼 계정',
  },
  limits: {
    title: '이 증명이 증명하지 않는 것',
    keys: '플랫폼이 입금 주소의 키를 통제하거나 코인이 아직 그곳에 있다는 것: 보유량은 블록체인에서 읽은 것이 아니라 플랫폼 자체의 기록입니다.',
    offPlatform: '이 원장 밖의 부채(회사의 대출이나 기타 채무 등).',
    borrowed: '자산을 스냅샷 순간을 위해 빌렸다가 나중에 돌려준 것이 아니라는 것.',
    unchecked: '아무도 확인하지 않은 잔액이 맞다는 것: 증명의 힘은 자신의 잎을 검증하는 사용자 수만큼입니다.',
    demo: '데모 자금에 관한 모든 것: 테스트용으로 발행한 가상 자금입니다.',
  },
  verify: {
    title: '내 잔액 검증',
    intro:
      '브라우저가 아래 데이터로 SHA-256을 사용해 내 잎을 다시 계산하고, 경로를 따라 루트를 구한 뒤 공개된 루트와 비교합니다. 서버로는 아무것도 보내지 않습니다.',
    checking: '확인 중…',
    pass: '검증 완료: 내 잔액이 공개된 루트에 포함되어 있습니다',
    fail: '검증 실패: 내 잎으로 계산한 루트가 공개된 루트와 다릅니다',
    balances: '이 스냅샷의 내 잔액',
    noBalances: '잔액 없음',
    account: '익명화된 ID',
    nonce: '논스',
    leafHash: '내 잎(여기서 계산)',
    pathSteps: '루트까지의 단계 수',
    computedRoot: '여기서 계산한 루트',
    publishedRoot: '공개된 루트',
    preimage: '내 잎의 정확한 텍스트',
    howTo:
      '다른 도구로 확인하려면: 0x00 한 바이트 뒤에 이 텍스트를 붙여 SHA-256을 구하면 내 잎입니다. 아래 각 단계는 0x01 한 바이트, 왼쪽과 오른쪽 해시(각 32바이트)를 해시합니다.',
    side: {
      left: '왼쪽:',
      right: '오른쪽:',
    },
    again: '다시 검증',
  },
} satisfies Messages<typeof en>;
