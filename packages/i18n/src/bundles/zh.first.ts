/**
 * The namespaces the first screen reads in zh (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (zh.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in zh.ts, not here.
 */
import common from '../ns/common/zh';
import errors from '../ns/errors/zh';
import app from '../ns/app/zh';
import home from '../ns/home/zh';
import market from '../ns/market/zh';

export default {
  common,
  errors,
  app,
  home,
  market,
};
