/**
 * The console's lock-up calls: the products with what each owes, the treasury's cover, creating a
 * product and pausing or resuming one. No call here changes a product's terms or touches an order.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useLockProducts() {
  return useQuery({
    queryKey: [OPERATOR, 'lock-mining', 'products'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/lock-mining/products', {}, { signal }),
  });
}

export function useLockCover() {
  return useQuery({
    queryKey: [OPERATOR, 'lock-mining', 'cover'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/lock-mining/cover', {}, { signal }),
  });
}

export const createLockProduct = (input: ApiInput<'POST /operator/lock-mining/products'>) =>
  call('POST /operator/lock-mining/products', input);
export const setLockProductStatus = (id: number, status: 'active' | 'paused') =>
  call('POST /operator/lock-mining/products/status', { id, status });
