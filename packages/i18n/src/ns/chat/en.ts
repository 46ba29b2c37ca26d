/** Chat. */
export default {
  title: 'Chat',
  empty: 'Nothing here yet',
};
