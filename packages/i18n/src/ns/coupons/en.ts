/** Coupons. */
export default {
  title: 'Coupons',
  empty: 'Nothing here yet',
};
