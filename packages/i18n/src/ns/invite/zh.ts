/** Invite and rebate (zh). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '邀请好友',
  lead: '分享您的链接、二维码或海报。好友使用您的邀请码注册后即与您的账户关联。',
  code: '我的邀请码',
  copyCode: '复制邀请码',
  link: '我的邀请链接',
  copyLink: '复制链接',
  qrAlt: '邀请链接二维码',
  terms: {
    title: '您的返佣',
    rate: '{{product}} {{percent}}%',
    period_one: '每位好友注册后的 {{count}} 天内，您可获得其所付交易手续费的上述比例。',
    period_other: '每位好友注册后的 {{count}} 天内，您可获得其所付交易手续费的上述比例。',
    rules: '仅限一级：好友邀请的用户不会为您带来返佣。返佣来自平台收取的手续费，绝不来自任何人的亏损，并在手续费支付的同时记入您的账户。',
  },
  products: {
    spot: '现货',
    futures: '合约',
    options: '期权',
  },
  poster: {
    title: '和我一起交易',
    save: '保存海报',
    saved: '海报已保存',
    failed: '海报生成失败',
  },
  stats: {
    invitees: '已邀请好友',
    earned: '已获返佣',
  },
  tabs: {
    invitees: '邀请记录',
    rebates: '返佣记录',
  },
  invitees: {
    empty: '还没有好友使用您的邀请码注册',
    joined: '注册于 {{when}}',
    until: '返佣截止 {{when}}',
  },
  rebates: {
    empty: '暂无返佣',
    source: '{{invitee}} 的{{product}}订单 #{{id}}',
    fee: '手续费 {{fee}} × {{percent}}%',
  },
  pager: {
    prev: '上一页',
    next: '下一页',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
