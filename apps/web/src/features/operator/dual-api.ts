/**
 * The console's dual investment calls: products (list, create, pause, resume, cancel before the
 * start) and the treasury's cover. Nothing here can touch an order, a price or a result.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useDualProducts(page: number) {
  return useQuery({
    queryKey: [OPERATOR, 'dual', 'products', page],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/dual/products', { page }, { signal }),
  });
}

export function useDualCover() {
  return useQuery({
    queryKey: [OPERATOR, 'dual', 'cover'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/dual/cover', {}, { signal }),
  });
}

export const createDualProduct = (input: ApiInput<'POST /operator/dual/products'>) => call('POST /operator/dual/products', input);
export const changeDualProduct = (action: 'pause' | 'resume' | 'cancel', id: number) => call(`POST /operator/dual/${action}`, { id });
