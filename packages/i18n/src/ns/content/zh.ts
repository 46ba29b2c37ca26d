import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: '文章详情',
    missing: '找不到这篇文章',
  },
  faq: {
    title: '常见问题',
    empty: '暂无问题',
  },
  contact: {
    title: '联系我们',
    email: '客服邮箱',
  },
  download: {
    title: '安装应用',
    lead: '本应用是网页应用，无需从应用商店下载。将其添加到主屏幕后，它会像其他应用一样全屏打开，并始终保持最新。',
    note: '请只从本站自己的网址安装。其他地方提供的同名应用都不是我们的。',
    ios: {
      title: 'iPhone 和 iPad（Safari）',
      step1: '用 Safari 打开本站。',
      step2: '点按屏幕底部的“分享”按钮。',
      step3: '选择“添加到主屏幕”，然后点“添加”。',
    },
    android: {
      title: 'Android（Chrome）',
      step1: '用 Chrome 打开本站。',
      step2: '点按右上角的 ⋮ 菜单。',
      step3: '选择“安装应用”或“添加到主屏幕”，然后确认。',
    },
    desktop: {
      title: '电脑（Chrome 或 Edge）',
      step1: '用 Chrome 或 Edge 打开本站。',
      step2: '点击地址栏右侧的安装图标，或打开浏览器菜单。',
      step3: '选择“安装”（或“应用”→“将此站点作为应用安装”）。',
    },
  },
  about: {
    title: '关于我们',
  },
  compliance: {
    title: '运营合规',
  },
  webView: {
    title: '网页',
    open: '在浏览器中打开',
    invalid: '无法打开此链接',
  },
} satisfies Messages<typeof en>;
