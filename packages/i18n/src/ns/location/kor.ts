import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: '국가 또는 지역',
    lead: '선택한 국가 또는 지역에 따라 휴대폰 번호의 국가 번호와 금액을 표시할 통화가 정해집니다.',
    dialCode: '국가 번호',
    currency: '통화',
    saved: '국가 또는 지역을 {{region}}(으)로 설정했습니다.',
    savedFiat: '국가 또는 지역을 {{region}}(으)로 설정했습니다. 이제 금액이 {{fiat}}(으)로 표시됩니다.',
    fiatNote: '통화는 설정에서 언제든지 바꿀 수 있습니다.',
  },
  open: {
    title: '위치',
    coordinates: '좌표',
    openInMaps: '지도 앱에서 열기',
    openOnWeb: 'OpenStreetMap에서 보기',
    copy: '주소 복사',
    invalid: '유효하지 않은 위치 링크입니다',
    invalidHint: '위치에는 주소, 또는 위도(-90~90)와 경도(-180~180)가 필요합니다.',
  },
} satisfies Messages<typeof en>;
