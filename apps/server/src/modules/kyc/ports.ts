/**
 * The identity-verification module's ports (modules never import each other; app/modules.ts hands
 * these across). Needs: auth's `identity` (email and mobile must be bound before applying).
 * Provides: `levels`, the user's approved level, to account (the profile's `real_level`) and the
 * wallet (withdrawal limits).
 */
export interface KycPorts {
  identity: { of(userId: number): Promise<{ email: string | null; mobile: string | null }> };
}

export interface LevelsPort {
  /** 0 none, 1 basic, 2 advanced: the highest approved level. */
  level(userId: number): Promise<0 | 1 | 2>;
  /** How many applications a reviewer rejected (account's credit score; never a gate). */
  rejections(userId: number): Promise<number>;
}
