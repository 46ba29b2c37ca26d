/**
 * The namespaces the first screen reads in th (the frame, the tab bar, the home and its market
 * summary, the words of errors): the web app loads these at launch and the whole bundle (th.ts)
 * with the first other page (apps/web/src/app/texts.ts). New products go in th.ts, not here.
 */
import common from '../ns/common/th';
import errors from '../ns/errors/th';
import app from '../ns/app/th';
import home from '../ns/home/th';
import market from '../ns/market/th';

export default {
  common,
  errors,
  app,
  home,
  market,
};
