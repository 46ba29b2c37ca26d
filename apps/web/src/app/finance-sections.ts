/**
 * The Finance tab's sections, one per earn product, in order. Each is one component of its own
 * product's feature that fetches its own figures; it shows only when its product is enabled
 * (ENABLED_PRODUCTS). The list lives in app/, where features meet (features never import each
 * other): the Finance page reads it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isProductEnabled, type Product } from '@bourse/contract/products';

export interface FinanceSection {
  product: Product;
  Component: LazyExoticComponent<ComponentType>;
}

export const FINANCE_SECTIONS: readonly FinanceSection[] = [
  { product: 'lockMining', Component: lazy(() => import('../features/finance/sections/LockMiningSection')) },
  {
    product: 'dualInvest',
    Component: lazy(() => import('../features/dual-invest/components/FinanceSection').then((m) => ({ default: m.FinanceSection }))),
  },
  {
    product: 'ieo',
    Component: lazy(() => import('../features/ieo/components/FinanceSection').then((m) => ({ default: m.FinanceSection }))),
  },
];

export const visibleSections = (): FinanceSection[] => FINANCE_SECTIONS.filter((s) => isProductEnabled(s.product));
