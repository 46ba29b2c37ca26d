import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: '首页',
    market: '行情',
    trade: '交易',
    finance: '理财',
    assets: '资产',
  },
  tradeKinds: {
    label: '交易产品',
    spot: '币币',
    futures: '合约',
    options: '期权',
    signIn: '登录后交易',
  },
  nav: {
    back: '返回',
    main: '主导航',
    tabs: '标签栏',
    settings: '设置',
  },
  actions: {
    backHome: '返回首页',
    cancel: '取消',
    confirm: '确定',
    save: '保存',
  },
  states: {
    loading: '加载中…',
    empty: '暂无内容',
    error: '加载失败',
    errorHint: '请检查网络连接后重试。',
    retry: '重试',
    loadMore: '加载更多',
    noMore: '没有更多数据了',
  },
  page: {
    loadFailed: '页面加载失败',
  },
  notFound: {
    title: '页面不存在',
    body: '您访问的页面不存在或已被移动。',
  },
  network: {
    error: '网络错误，请检查网络连接',
    timeout: '请求超时，请重试',
    status: '网络错误（{{status}}），请重试',
  },
  time: {
    justNow: '刚刚',
  },
  code: {
    send: '获取验证码',
    sending: '发送中…',
    resend: '{{seconds}}秒后重发',
  },
  form: {
    email: '邮箱',
    emailPlaceholder: '请输入邮箱地址',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    newPassword: '新密码',
    passwordRule: '密码长度需大于六位',
    confirmPassword: '确认密码',
    confirmPlaceholder: '请再次输入密码',
    code: '验证码',
    codePlaceholder: '6位验证码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: '只能输入数字，小数点用“{{decimal}}”',
      separator: '不要使用千位分隔符，小数点用“{{decimal}}”（如 1234{{decimal}}5）',
      decimals: '最多 {{count}} 位小数',
      whole: '只能输入整数',
    },
  },
  area: {
    title: '国家或地区',
    search: '搜索名称或区号',
    empty: '没有匹配的国家或地区',
  },
  copy: {
    done: '已复制',
    failed: '复制失败，请手动复制',
  },
  simulated: {
    label: '模拟行情',
    hint: '价格来自行情模拟器，而非真实交易所',
  },
  version: '版本 {{version}}',
} satisfies Messages<typeof en>;
