/** Support. */
export default {
  title: 'Support',
  empty: 'Nothing here yet',
};
