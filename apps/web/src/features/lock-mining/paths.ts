/** The lock-up screens (SPEC section 2, lockming). */
export const LOCK_PATHS = {
  list: '/pages/lockming/lockming',
  buy: '/pages/lockming/buy',
  orders: '/pages/lockming/order',
  welcome: '/pages/lockming/welcome',
} as const;

export const buyPath = (productId: number) => `${LOCK_PATHS.buy}?id=${productId}`;
export const orderPath = (orderId: number) => `${LOCK_PATHS.orders}?id=${orderId}`;
