/** Invite. */
export default {
  title: 'Invite',
  empty: 'Nothing here yet',
};
