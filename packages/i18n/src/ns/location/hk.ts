import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: '國家或地區',
    lead: '你選擇的國家或地區決定手機號碼的區號，以及金額顯示所用的貨幣。',
    dialCode: '區號',
    currency: '貨幣',
    saved: '國家或地區已設為{{region}}。',
    savedFiat: '國家或地區已設為{{region}}，金額現以 {{fiat}} 顯示。',
    fiatNote: '你可隨時在設定中更改貨幣。',
  },
  open: {
    title: '位置',
    coordinates: '座標',
    openInMaps: '在地圖中開啟',
    openOnWeb: '在 OpenStreetMap 查看',
    copy: '複製地址',
    invalid: '此位置連結無效',
    invalidHint: '位置須包含地址，或緯度（-90 至 90）及經度（-180 至 180）。',
  },
} satisfies Messages<typeof en>;
