/** Invite and rebate (hk). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '邀請好友',
  lead: '分享您的連結、二維碼或海報。好友使用您的邀請碼註冊後即與您的帳戶關聯。',
  code: '我的邀請碼',
  copyCode: '複製邀請碼',
  link: '我的邀請連結',
  copyLink: '複製連結',
  qrAlt: '邀請連結二維碼',
  terms: {
    title: '您的返佣',
    rate: '{{product}} {{percent}}%',
    period_one: '每位好友註冊後的 {{count}} 天內，您可獲得其所付交易手續費的上述比例。',
    period_other: '每位好友註冊後的 {{count}} 天內，您可獲得其所付交易手續費的上述比例。',
    rules: '僅限一級：好友邀請的用戶不會為您帶來返佣。返佣來自平台收取的手續費，絕不來自任何人的虧損，並在手續費支付的同時記入您的帳戶。',
  },
  products: {
    spot: '現貨',
    futures: '合約',
    options: '期權',
  },
  poster: {
    title: '和我一起交易',
    save: '儲存海報',
    saved: '海報已儲存',
    failed: '海報生成失敗',
  },
  stats: {
    invitees: '已邀請好友',
    earned: '已獲返佣',
  },
  tabs: {
    invitees: '邀請記錄',
    rebates: '返佣記錄',
  },
  invitees: {
    empty: '還沒有好友使用您的邀請碼註冊',
    joined: '註冊於 {{when}}',
    until: '返佣截止 {{when}}',
  },
  rebates: {
    empty: '暫無返佣',
    source: '{{invitee}} 的{{product}}訂單 #{{id}}',
    fee: '手續費 {{fee}} × {{percent}}%',
  },
  pager: {
    prev: '上一頁',
    next: '下一頁',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
