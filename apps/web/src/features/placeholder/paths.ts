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
  open('/pages/otc/otc', 'otc'),
  own('/pages/common/borrowing', 'loans'),
  open('/pages/kefu/index', 'support'),
];
