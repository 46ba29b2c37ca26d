/** Endpoints of the platform itself rather than of one product: uploads. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

export const uploadInput = z.strictObject({
  purpose: z.enum(['avatar', 'nft', 'voucher', 'kyc', 'support', 'general']).optional(),
  /** 'audio' insists the file is audio (the chat's voice messages). */
  type: z.string().optional(),
});

export const platformEndpoints = defineEndpoints('platform', {
  'POST /upload': {
    auth: 'optional',
    multipart: true,
    input: uploadInput,
    output: z.string(),
    summary:
      'Upload one file (multipart field `file`; `purpose` avatar, nft, voucher, kyc, support or general); answers the stored path. A signed-in user or operator only. Checked by content, limited in size',
  },
});
