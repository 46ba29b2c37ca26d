/** The Finance tab (issue 15): one section per earn product. */
export default {
  title: 'Finance',
  intro: 'Earn on what you hold, from products whose payouts are funded before you subscribe.',
  lock: {
    title: 'Lock-up staking',
    range: 'Daily {{min}} to {{max}}',
    terms: 'Terms: {{terms}}',
    locked: 'Locked',
    interestPaid: 'Interest paid',
    interestToCome: 'Interest to come',
    next: 'Next interest: {{when}}',
    orders: 'My orders',
    browse: 'Subscribe',
    none: 'You have no lock-up orders in progress.',
    signIn: 'Sign in to see your holdings and interest.',
    awaiting: 'Sold out: awaiting funding',
    days: '{{days}} d',
  },
};
