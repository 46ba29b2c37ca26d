/**
 * The namespaces the first screen reads in en (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (en.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in en.ts, not here.
 */
import common from '../ns/common/en';
import errors from '../ns/errors/en';
import app from '../ns/app/en';
import home from '../ns/home/en';
import market from '../ns/market/en';

export default {
  common,
  errors,
  app,
  home,
  market,
};
