/** DualInvest. */
export default {
  title: 'DualInvest',
  empty: 'Nothing here yet',
};
