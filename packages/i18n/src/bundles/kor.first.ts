/**
 * The namespaces the first screen reads in kor (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (kor.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in kor.ts, not here.
 */
import common from '../ns/common/kor';
import errors from '../ns/errors/kor';
import app from '../ns/app/kor';
import home from '../ns/home/kor';
import market from '../ns/market/kor';

export default {
  common,
  errors,
  app,
  home,
  market,
};
