/** Saved withdrawal addresses: checked for the network's format; a QR code image is required (SPEC section 5). */
import type { Page, SavedAddress } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { isValidAddress } from './address-formats';
import { networkOf } from './networks';
import { deleteSavedAddress, insertSavedAddress, isOwnUpload, pageSavedAddresses, type SavedAddressRow as Row } from './store';

export class SavedAddresses {
  constructor(private readonly ctx: AppContext) {}

  private view(r: Row): SavedAddress {
    const asset = this.ctx.assets.byIdOrFail(r.asset_id);
    return {
      id: r.id,
      currency_id: asset.id,
      currency: asset.code,
      network: r.network,
      name: r.name,
      address: r.address,
      qrcode: r.qrcode,
      created_at: r.created_at.toISOString(),
    };
  }

  async save(
    userId: number,
    asset: AssetInfo,
    input: { name: string; address: string; qrcode: string; network?: string },
  ): Promise<SavedAddress> {
    const network = await networkOf(this.ctx.db, asset, input.network, this.ctx.clock.now());
    if (network.network === 'BANK') throw new AppError('NETWORK_UNKNOWN');
    if (!isValidAddress(network.network, input.address)) throw new AppError('ADDRESS_INVALID', undefined, 'address');
    const qr = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(input.qrcode)?.[1];
    if (!qr || !(await isOwnUpload(this.ctx.db, qr, userId))) throw new AppError('QRCODE_REQUIRED', undefined, 'qrcode');
    const row = await insertSavedAddress(this.ctx.db, {
      userId,
      assetId: asset.id,
      network: network.network,
      name: input.name,
      address: input.address.trim(),
      qrcode: input.qrcode,
      at: this.ctx.clock.now(),
    });
    return this.view(row);
  }

  list(userId: number, page: number, limit: number): Promise<Page<SavedAddress>> {
    return pageSavedAddresses(this.ctx.db, userId, page, limit, (r) => this.view(r));
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteSavedAddress(this.ctx.db, id, userId))) throw new AppError('ADDRESS_NOT_FOUND');
  }
}
