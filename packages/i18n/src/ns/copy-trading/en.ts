/** CopyTrading. */
export default {
  title: 'CopyTrading',
  empty: 'Nothing here yet',
};
