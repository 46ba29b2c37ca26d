import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: '国家或地区',
    lead: '您选择的国家或地区决定手机号码的区号，以及金额显示所用的货币。',
    dialCode: '区号',
    currency: '货币',
    saved: '国家或地区已设为{{region}}。',
    savedFiat: '国家或地区已设为{{region}}，金额现以 {{fiat}} 显示。',
    fiatNote: '您可以随时在设置中更改货币。',
  },
  open: {
    title: '位置',
    coordinates: '坐标',
    openInMaps: '在地图中打开',
    openOnWeb: '在 OpenStreetMap 中查看',
    copy: '复制地址',
    invalid: '该位置链接无效',
    invalidHint: '位置需要包含地址，或纬度（-90 至 90）和经度（-180 至 180）。',
  },
} satisfies Messages<typeof en>;
