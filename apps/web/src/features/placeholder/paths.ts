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

/** Every page of SPEC section 2 now belongs to a built product: the list is empty, and stays the gate for a new one. */
export const PLACEHOLDER_ROUTES: readonly PlannedRoute[] = [];
