/** Invite (th): translate from en.ts before the product is switched on. */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Invite',
  empty: 'Nothing here yet',
} satisfies Messages<typeof en>;
