/**
 * The Finance tab's sections, one per earn product, in order. Each is one component that fetches
 * its own figures; it shows only when its product is enabled (ENABLED_PRODUCTS). Dual investment
 * and IEO each add one entry here with their section component.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isProductEnabled, type Product } from '@bourse/contract/products';

export interface FinanceSection {
  product: Product;
  Component: LazyExoticComponent<ComponentType>;
}

export const FINANCE_SECTIONS: readonly FinanceSection[] = [
  { product: 'lockMining', Component: lazy(() => import('./sections/LockMiningSection')) },
  // { product: 'dualInvest', Component: lazy(() => import('./sections/DualInvestSection')) },
  // { product: 'ieo', Component: lazy(() => import('./sections/IeoSection')) },
];

export const visibleSections = (): FinanceSection[] => FINANCE_SECTIONS.filter((s) => isProductEnabled(s.product));
