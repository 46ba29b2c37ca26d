/**
 * The namespaces the first screen reads in fra (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (fra.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in fra.ts, not here.
 */
import common from '../ns/common/fra';
import errors from '../ns/errors/fra';
import app from '../ns/app/fra';
import home from '../ns/home/fra';
import market from '../ns/market/fra';

export default {
  common,
  errors,
  app,
  home,
  market,
};
