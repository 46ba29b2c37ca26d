/**
 * What the wallet needs from other modules, grouped by the port that provides it (app/modules.ts
 * hands them across; modules never import each other): market data's `prices` and `fx`, account's
 * `profile`, auth's `security`, `identity` and `users`, and kyc's `levels`.
 */
export interface Price {
  /** Price in price units (10^-scale of the quote currency). */
  price: bigint;
  scale: number;
}

export interface WalletPorts {
  prices: {
    /** The last price of `<code>/USDT`, or undefined. */
    usdtPrice(code: string): Price | undefined;
  };
  fx: {
    /** Units of the fiat per 1 USD (decimal string), from the fiat rates. */
    fiatRate(fiat: string): Promise<string>;
  };
  profile: {
    defaultFiat(userId: number): Promise<string>;
  };
  security: {
    verifyPayPassword(userId: number, payPassword: string): Promise<void>;
    /** A code from the user's authenticator (TOTP_INVALID otherwise). */
    verifyTotp(userId: number, totpCode: string): Promise<void>;
  };
  identity: {
    of(userId: number): Promise<{ email: string | null; mobile: string | null; securityChangedAt: Date | null; totpEnabled: boolean }>;
  };
  levels: {
    /** 0 none, 1 basic, 2 advanced. */
    level(userId: number): Promise<0 | 1 | 2>;
  };
  users: {
    /** Operator look-up by id, email or mobile. */
    find(
      q: string,
    ): Promise<
      Array<{ id: number; email: string | null; mobile: string | null; area_code: string | null; status: string; created_at: string }>
    >;
  };
}
