/**
 * The namespaces the first screen reads in jp (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (jp.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in jp.ts, not here.
 */
import common from '../ns/common/jp';
import errors from '../ns/errors/jp';
import app from '../ns/app/jp';
import home from '../ns/home/jp';
import market from '../ns/market/jp';

export default {
  common,
  errors,
  app,
  home,
  market,
};
