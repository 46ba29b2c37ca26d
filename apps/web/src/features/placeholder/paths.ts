/**
 * Routes whose product is not built yet. Each shows a translated "not available yet" screen with
 * a way home, and nothing enabled links to it (app/navigation-honesty.test.tsx): the product's
 * shortcut, tab and menu entries stay hidden until it is built (@bourse/contract/products). When a
 * product lands, its routes move to the product's own routes.tsx and leave this list (a test pins
 * the list, so it visibly shrinks), and it is switched on in ENABLED_PRODUCTS.
 */
import type { Product } from '@bourse/contract/products';

export type PlannedProduct = Product;

export interface PlannedRoute {
  path: string;
  product: PlannedProduct;
  /** The page will hold the user's own data or money actions, so it needs an account already. */
  auth: boolean;
}

const open = (path: string, product: PlannedProduct): PlannedRoute => ({ path, product, auth: false });
const own = (path: string, product: PlannedProduct): PlannedRoute => ({ path, product, auth: true });

export const PLACEHOLDER_ROUTES: readonly PlannedRoute[] = [
  own('/pages/setting/coupon', 'coupons'),
  open('/pages/copytrade/copy', 'copyTrading'),
  own('/pages/copytrade/my', 'copyTrading'),
  open('/pages/copytrade/trader', 'copyTrading'),
  open('/pages/follow/index', 'copyTrading'),
  open('/pages/follow/trader', 'copyTrading'),
  own('/pages/follow/follow', 'copyTrading'),
  open('/pages/follow/agreement_zh', 'copyTrading'),
  open('/pages/follow/agreement_en', 'copyTrading'),
  open('/pages/otc/otc', 'otc'),
  open('/pages/ieo/ieo', 'ieo'),
  own('/pages/ieo/subscribe', 'ieo'),
  own('/pages/ieo/order', 'ieo'),
  open('/pages/invest/invest', 'dualInvest'),
  own('/pages/invest/mine', 'dualInvest'),
  own('/pages/invest/purchase', 'dualInvest'),
  open('/pages/invest/help', 'dualInvest'),
  open('/pages/nft/nft', 'nft'),
  open('/pages/nft/artistDetail', 'nft'),
  own('/pages/nft/mine', 'nft'),
  open('/pages/nft/artworkDetail', 'nft'),
  open('/pages/nft/artworkDetail_video', 'nft'),
  own('/pages/nft/purchase', 'nft'),
  own('/pages/nft/purchase_one', 'nft'),
  own('/pages/nft/resell', 'nft'),
  own('/pages/nft/myNft', 'nft'),
  open('/pages/nft/components/artist', 'nft'),
  open('/pages/nft/components/artwork', 'nft'),
  open('/pages/nft/components/search', 'nft'),
  open('/pages/nft/components/collection', 'nft'),
  own('/pages/common/borrowing', 'loans'),
  open('/pages/game/game', 'games'),
  open('/pages/kefu/index', 'support'),
];
