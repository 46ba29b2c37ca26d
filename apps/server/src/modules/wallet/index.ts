import type { AppContext, Module } from '../../app/context';
import { walletOperatorRoutes } from './operator-routes';
import { WalletModuleParts } from './parts';
import type { WalletPorts } from './ports';
import { walletRoutes } from './routes';

export { seedNetworks } from './networks';
export { demoXpub, DERIVABLE_NETWORKS } from './address-formats';
export type { WalletPorts } from './ports';

export function createWalletModule(ctx: AppContext, ports: WalletPorts): Module & { parts: WalletModuleParts } {
  const parts = new WalletModuleParts(ctx, ports);
  return { name: 'wallet', parts, routes: [...walletRoutes(parts), ...walletOperatorRoutes(ctx, parts)] };
}
