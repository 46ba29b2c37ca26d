/**
 * The namespaces the first screen reads in hk (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (hk.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in hk.ts, not here.
 */
import common from '../ns/common/hk';
import errors from '../ns/errors/hk';
import app from '../ns/app/hk';
import home from '../ns/home/hk';
import market from '../ns/market/hk';

export default {
  common,
  errors,
  app,
  home,
  market,
};
