/** Sign-in, registration, codes and password recovery (SPEC section 7, Account). */
import { useQuery } from '@tanstack/react-query';
import type { CodeScene } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';

export type AccountKind = 'email' | 'mobile';

/** Resolves with the session token. */
export const login = (input: ApiInput<'POST /user/login'>) => call('POST /user/login', input);

export const register = (input: ApiInput<'POST /user/register'>) => call('POST /user/register', input);

export const forget = (input: ApiInput<'POST /user/forget'>) => call('POST /user/forget', input);

export const sendEmailCode = (email: string, scene: CodeScene) => call('POST /sms_mail', { user_string: email, scene });

export const sendSmsCode = (areaCode: string, mobile: string, scene: CodeScene) =>
  call('POST /sms_send', { area_code: areaCode, mobile, scene });

export function useAreas() {
  return useQuery({
    queryKey: ['areas'],
    queryFn: ({ signal }) => call('GET /area/list', undefined, { signal }),
    staleTime: Infinity,
  });
}
