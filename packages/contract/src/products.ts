/**
 * The products of the app and which of them are built (issue 13, item 4). A product's home
 * shortcut, tab, menu entry and promotional text show only when it is enabled here; an unbuilt
 * product's routes still answer (SPEC section 2) with a "not available yet" screen that nothing
 * enabled links to. A product issue switches its product on in `ENABLED_PRODUCTS` in the same
 * change that replaces its placeholder routes (apps/web/src/features/placeholder/paths.ts); tests
 * on both sides fail when the two disagree.
 */
export const PRODUCTS = [
  // built
  'accounts',
  'content',
  'market',
  'spot',
  'stocks',
  'futures',
  'options',
  'wallet',
  'kyc',
  'reserves',
  'location',
  'ieo',
  'copyTrading',
  'dualInvest',
  'nft',
  'finance',
  'lockMining',
  'loans',
  'otc',
  'chat',
  'support',
  'coupons',
  'games',
  // The DeFi and cloud mining shortcuts open the lock-up staking products, headed with a notice
  // that that is what they are (no DeFi pool, no mining hardware).
  'defiMining',
  'cloudMining',
  'rebates',
  'appDownload',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const ENABLED_PRODUCTS: ReadonlySet<Product> = new Set<Product>([
  'accounts',
  'content',
  'market',
  'spot',
  'stocks',
  'futures',
  'options',
  'wallet',
  'kyc',
  'reserves',
  'location',
  'ieo',
  'copyTrading',
  'dualInvest',
  'nft',
  'finance',
  'lockMining',
  'loans',
  'otc',
  'chat',
  'support',
  'coupons',
  'games',
  'defiMining',
  'cloudMining',
  'rebates',
  'appDownload',
]);

export function isProductEnabled(product: Product): boolean {
  return ENABLED_PRODUCTS.has(product);
}
