import type en from './en';
import type { Messages } from '../../types';

export default {
  title: '아직 이용할 수 없습니다',
  body: '{{product}} 서비스를 준비하고 있습니다. 준비되는 대로 여기에서 이용하실 수 있습니다.',
  product: {
    market: '시세',
    spot: '현물 거래',
    futures: '선물 거래',
    options: '초 단위 옵션',
    finance: '금융상품',
    wallet: '지갑',
    kyc: '본인 인증',
    coupons: '쿠폰',
    bills: '거래 내역',
    copyTrading: '카피 트레이딩',
    otc: 'OTC 거래',
    ieo: 'IEO',
    lockMining: '락업 채굴',
    dualInvest: '듀얼 투자',
    nft: 'NFT 마켓',
    loans: '대출',
    games: '미니 게임',
    support: '고객센터',
    location: '위치',
  },
} satisfies Messages<typeof en>;
