/** The IEO's screens (SPEC section 2: ieo, subscribe, order). */
export const IEO_PATH = '/pages/ieo/ieo';
export const IEO_SUBSCRIBE_PATH = '/pages/ieo/subscribe';
export const IEO_ORDERS_PATH = '/pages/ieo/order';

export const subscribePath = (projectId: number) => `${IEO_SUBSCRIBE_PATH}?id=${projectId}`;
