/** Otc. */
export default {
  title: 'Otc',
  empty: 'Nothing here yet',
};
