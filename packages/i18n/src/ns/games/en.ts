/** Games. */
export default {
  title: 'Games',
  empty: 'Nothing here yet',
};
