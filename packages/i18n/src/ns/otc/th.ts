/** OTC desk (th). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Otc',
  empty: 'Nothing here yet',
} satisfies Messages<typeof en>;
