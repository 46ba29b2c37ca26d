import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: '언어',
    support: '고객센터',
    account: '계정 및 설정',
  },
  banners: {
    label: '주요 소식',
    goTo: '{{n}}번째 배너 보기',
  },
  notice: {
    ok: '확인했습니다',
  },
  shortcuts: {
    title: '서비스',
    more: '더보기',
    less: '접기',
  },
  shortcut: {
    contact: '문의하기',
    borrowing: '대출',
    repayment: '상환',
    recharge: '입금',
    withdraw: '출금',
    stock: '주식',
    contract: '선물',
    copy: '카피 트레이딩',
    financial: '금융상품',
    superLeverage: '슈퍼 레버리지',
    otc: 'OTC',
    coupon: '쿠폰 센터',
    bill: '거래 내역',
    exchange: '환전',
    lockMining: '락업 채굴',
    game: '미니 게임',
    chat: '채팅방',
    quickDeposit: '빠른 입금',
    defiMining: '디파이 채굴',
    cloudMining: '클라우드 채굴',
    coinTransfer: '코인 이체',
    ieo: 'IEO',
    options: '옵션',
    nft: 'NFT',
    invest: '듀얼 투자',
    download: '앱 설치',
  },
  market: {
    title: '시세',
    pending: '시세 데이터가 연결되면 여기에 실시간 가격이 표시됩니다.',
    viewAll: '시세 보기',
  },
  news: {
    title: '뉴스',
    empty: '아직 뉴스가 없습니다',
  },
} satisfies Messages<typeof en>;
