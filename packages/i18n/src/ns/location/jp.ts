import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: '国・地域',
    lead: '選択した国・地域によって、携帯電話番号の国番号と、金額を表示する通貨が決まります。',
    dialCode: '国番号',
    currency: '通貨',
    saved: '国・地域を{{region}}に設定しました。',
    savedFiat: '国・地域を{{region}}に設定しました。金額は {{fiat}} で表示されます。',
    fiatNote: '通貨は設定からいつでも変更できます。',
  },
  open: {
    title: '場所',
    coordinates: '座標',
    openInMaps: 'マップで開く',
    openOnWeb: 'OpenStreetMap で見る',
    copy: '住所をコピー',
    invalid: 'この位置情報リンクは無効です',
    invalidHint: '住所、または緯度（-90〜90）と経度（-180〜180）が必要です。',
  },
} satisfies Messages<typeof en>;
