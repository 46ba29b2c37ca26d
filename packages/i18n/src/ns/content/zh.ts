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
