import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { HomeMarketSummary } from '../../app/market-summary';
import { pageRoute } from '../../app/route-kit';

// The first screen: it reads only the first screen's texts (app/first-texts.ts).
const Home = lazyPage(() => import('./pages/Home'), { firstScreenTexts: true });
const Article = lazyPage(() => import('./pages/Article'));
const WebView = lazyPage(() => import('./pages/WebView'));
const Faq = lazyPage(() => import('./pages/Faq'));
const ContactUs = lazyPage(() => import('./pages/ContactUs'));
const AboutUs = lazyPage(() => import('./pages/AboutUs'));
const Compliance = lazyPage(() => import('./pages/Compliance'));
const Download = lazyPage(() => import('./pages/Download'));

export const contentRoutes: RouteObject[] = [
  // The market summary is part of the home's first screen: it is ready with the home.
  pageRoute('/', Home, { with: [HomeMarketSummary] }),
  pageRoute('/pages/index/index', Home, { with: [HomeMarketSummary] }),
  pageRoute('/pages/common/article', Article),
  pageRoute('/pages/common/webView', WebView),
  pageRoute('/pages/common/faq', Faq),
  pageRoute('/pages/common/contactus', ContactUs),
  pageRoute('/pages/common/aboutus', AboutUs),
  // Not a SPEC page: the home screen's download shortcut, how to install this web app.
  pageRoute('/pages/common/download', Download),
  pageRoute('/pages/setting/operational_compliance', Compliance),
];
