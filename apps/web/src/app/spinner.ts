/** How many slow requests are waiting: the global spinner shows while this is above zero. */
import { createStore, useStore } from '../lib/store';

export const pendingStore = createStore(0);
export const showSpinner = () => pendingStore.set((n) => n + 1);
export const hideSpinner = () => pendingStore.set((n) => Math.max(0, n - 1));
export const useSpinnerVisible = () => useStore(pendingStore) > 0;
