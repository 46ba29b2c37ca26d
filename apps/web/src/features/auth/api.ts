/** Sign-in, registration, codes and password recovery (SPEC section 7, Account). */
import { useQuery } from '@tanstack/react-query';
import type { AreaEntry, CodeScene } from '@bourse/contract';
import { get, post, type Params } from '../../app/api';

export type AccountKind = 'email' | 'mobile';

/** Resolves with the session token. */
export const login = (input: Params) => post<string>('/user/login', input);

export const register = (input: Params) => post<string>('/user/register', input);

export const forget = (input: Params) => post<string>('/user/forget', input);

export const sendEmailCode = (email: string, scene: CodeScene) => post<string>('/sms_mail', { user_string: email, scene });

export const sendSmsCode = (areaCode: string, mobile: string, scene: CodeScene) =>
  post<string>('/sms_send', { area_code: areaCode, mobile, scene });

export function useAreas() {
  return useQuery({
    queryKey: ['areas'],
    queryFn: ({ signal }) => get<AreaEntry[]>('/area/list', undefined, { signal }),
    staleTime: Infinity,
  });
}
