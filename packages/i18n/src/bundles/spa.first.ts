/**
 * The namespaces the first screen reads in spa (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (spa.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in spa.ts, not here.
 */
import common from '../ns/common/spa';
import errors from '../ns/errors/spa';
import app from '../ns/app/spa';
import home from '../ns/home/spa';
import market from '../ns/market/spa';

export default {
  common,
  errors,
  app,
  home,
  market,
};
