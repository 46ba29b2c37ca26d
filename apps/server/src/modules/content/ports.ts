/**
 * What content needs from market data's `prices` port (app/modules.ts hands it across): whether
 * the prices shown are simulated (the home page says so).
 */
export interface ContentPorts {
  prices: { simulated(): boolean };
}
