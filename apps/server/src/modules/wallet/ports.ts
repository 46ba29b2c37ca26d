/**
 * What the wallet needs from other modules, passed in by app/modules.ts (modules never import
 * each other): prices, fiat rates, the user's settings and credentials, and their verification level.
 */
export interface Price {
  /** Price in price units (10^-scale of the quote currency). */
  price: bigint;
  scale: number;
}

export interface WalletPorts {
  /** The last price of `<code>/USDT`, or undefined. */
  usdtPrice(code: string): Price | undefined;
  /** Units of the fiat per 1 USD (decimal string), from the fiat rates. */
  fiatRate(fiat: string): Promise<string>;
  defaultFiat(userId: number): Promise<string>;
  verifyPayPassword(userId: number, payPassword: string): Promise<void>;
  /** A code from the user's authenticator (TOTP_INVALID otherwise). */
  verifyTotp(userId: number, totpCode: string): Promise<void>;
  identity(userId: number): Promise<{ email: string | null; mobile: string | null; securityChangedAt: Date | null; totpEnabled: boolean }>;
  /** 0 none, 1 basic, 2 advanced. */
  realLevel(userId: number): Promise<0 | 1 | 2>;
  /** Operator look-up by id, email or mobile. */
  findUsers(q: string): Promise<Array<{ id: number; email: string | null; mobile: string | null; area_code: string | null; status: string; created_at: string }>>;
}
