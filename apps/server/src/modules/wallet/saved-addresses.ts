/** Saved withdrawal addresses: checked for the network's format; a QR code image is required (SPEC section 5). */
import type { Page, SavedAddress } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';
import { isValidAddress } from './address-formats';
import { networkOf } from './networks';

interface Row {
  id: number;
  asset_id: number;
  network: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: Date;
}

export class SavedAddresses {
  constructor(private readonly ctx: AppContext) {}

  private view(r: Row): SavedAddress {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    return { id: r.id, currency_id: asset.id, currency: asset.code, network: r.network, name: r.name, address: r.address, qrcode: r.qrcode, created_at: r.created_at.toISOString() };
  }

  async save(userId: number, asset: AssetInfo, input: { name: string; address: string; qrcode: string; network?: string }): Promise<SavedAddress> {
    const network = await networkOf(this.ctx.db, asset, input.network);
    if (network.network === 'BANK') throw new AppError('NETWORK_UNKNOWN');
    if (!isValidAddress(network.network, input.address)) throw new AppError('ADDRESS_INVALID', undefined, 'address');
    const qr = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(input.qrcode)?.[1];
    const { rows: owned } = qr
      ? await this.ctx.db.query('SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2', [qr, userId])
      : { rows: [] };
    if (owned.length === 0) throw new AppError('QRCODE_REQUIRED', undefined, 'qrcode');
    const { rows } = await this.ctx.db.query<Row>(
      `INSERT INTO saved_addresses (user_id, asset_id, network, name, address, qrcode, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [userId, asset.id, network.network, input.name, input.address.trim(), input.qrcode, this.ctx.clock.now()],
    );
    return this.view(rows[0]!);
  }

  list(userId: number, page: number, limit: number): Promise<Page<SavedAddress>> {
    return paginate(
      this.ctx.db,
      { select: 'SELECT * FROM saved_addresses WHERE user_id = $1', params: [userId], order: 'id DESC', page, limit },
      (r) => this.view(r as unknown as Row),
    );
  }

  async remove(userId: number, id: number): Promise<void> {
    const { rows } = await this.ctx.db.query('DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
    if (rows.length === 0) throw new AppError('ADDRESS_NOT_FOUND');
  }
}
