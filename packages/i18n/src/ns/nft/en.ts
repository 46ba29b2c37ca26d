/** Nft. */
export default {
  title: 'Nft',
  empty: 'Nothing here yet',
};
