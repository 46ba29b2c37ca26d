import type { AppContext, Module } from '../../app/context';
import type { EvmNode, EvmNodeOptions } from './chain/evm-node';
import { chainRoutes } from './chain/routes';
import { walletOperatorRoutes } from './operator-routes';
import { WalletModuleParts } from './parts';
import type { WalletPorts } from './ports';
import { walletRoutes } from './routes';

export { seedNetworks } from './networks';
export { demoXpub, DERIVABLE_NETWORKS } from './address-formats';
export type { WalletPorts } from './ports';
export type { EvmNode, EvmNodeOptions };

/** An in-process EVM node (browser flows, the simulated chain), loaded on demand: its code is large. */
export async function startEvmNode(options?: EvmNodeOptions): Promise<EvmNode> {
  return (await import('./chain/evm-node')).startEvmNode(options);
}

export function createWalletModule(ctx: AppContext, ports: WalletPorts): Module & { parts: WalletModuleParts } {
  const parts = new WalletModuleParts(ctx, ports);
  return {
    name: 'wallet',
    parts,
    routes: [...walletRoutes(parts), ...walletOperatorRoutes(ctx, parts), ...chainRoutes(parts)],
    // The chain part's watchers and payouts (off unless configured; a development start runs the simulated chain).
    start: () => parts.chain.start(),
    stop: () => parts.chain.stop(),
  };
}
