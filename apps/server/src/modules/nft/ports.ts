/**
 * What the NFT market needs from other modules (app/modules.ts hands it across; modules never
 * import each other): kyc's `levels`, since only a user with Lv1 verification can be made an artist.
 * It provides none.
 */
export interface NftPorts {
  levels: {
    /** 0 none, 1 basic, 2 advanced: the highest approved level. */
    level(userId: number): Promise<0 | 1 | 2>;
  };
}
