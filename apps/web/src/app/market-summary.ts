/**
 * Home's market summary belongs to market-data, home to content; features never import each
 * other, so they meet here. Loaded after the home screen (its own chunk), which keeps the first
 * screen's budget; when the app opens on the home, the launch loads it with the home (first-load.ts).
 */
import { lazyPage } from './lazy-page';

export const HomeMarketSummary = lazyPage(() => import('../features/market-data/components/HomeMarketSummary'), { firstScreenTexts: true });
