/**
 * The asset registry: ids, codes, scales and networks, loaded once from the assets table and kept
 * in memory (assets change only through a seed or an operator, which reloads it).
 */
import type { Executor } from '@bourse/db';
import { AppError } from './errors';

export interface AssetInfo {
  id: number;
  code: string;
  name: string;
  scale: number;
  kind: 'crypto' | 'stock' | 'fiat';
  networks: string[];
  color: string;
  icon: string | null;
  sort: number;
  enabled: boolean;
}

export class AssetRegistry {
  private byId = new Map<number, AssetInfo>();
  private byCode = new Map<string, AssetInfo>();

  async load(ex: Executor): Promise<void> {
    const { rows } = await ex.query<AssetInfo>('SELECT * FROM assets ORDER BY sort, id');
    this.byId = new Map(rows.map((a) => [a.id, a]));
    this.byCode = new Map(rows.map((a) => [a.code, a]));
  }

  list(): AssetInfo[] {
    return [...this.byId.values()];
  }

  byIdOrFail(id: number): AssetInfo {
    const asset = this.byId.get(id);
    if (!asset || !asset.enabled) throw new AppError('ASSET_UNKNOWN');
    return asset;
  }

  byCodeOrFail(code: string): AssetInfo {
    const asset = this.byCode.get(code.toUpperCase());
    if (!asset || !asset.enabled) throw new AppError('ASSET_UNKNOWN');
    return asset;
  }

  find(code: string): AssetInfo | undefined {
    return this.byCode.get(code.toUpperCase());
  }
}
