/** The signed-in user's profile, security and settings (SPEC section 7, Account). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaEntry, UserInfo } from '@bourse/contract';
import { get, post, upload, type Params } from '../../app/api';

export const uploadAvatar = async (file: Blob) => {
  const path = await upload(file, 'avatar');
  return post<string>('/user/uploadHeadPortrait', { head_portrait: path });
};

export const editNickname = (nickname: string) => post<string>('/user/editNickname', { nickname });
export const editSignature = (signature: string) => post<string>('/user/editSignature', { signature });
export const setDefaultFiat = (currencyCode: string) => post<string>('/user/default_fiat', { currency_code: currencyCode });

export const updatePassword = (input: Params) => post<string>('/safe/update_password', input);
export const setPayPassword = (input: Params) => post<string>('/safe/pay_password', input);
export const bindMobile = (input: Params) => post<string>('/safe/mobile', input);
export const bindEmail = (input: Params) => post<string>('/safe/email', input);

/** A security code goes to the bound email when there is one, otherwise to the bound mobile. */
export const sendSecurityCode = (user: Pick<UserInfo, 'email'>) =>
  user.email ? post<string>('/sms_mail', { scene: 'security' }) : post<string>('/sms_send', { scene: 'security' });

/** A bind code goes to the new address or number. */
export const sendBindEmailCode = (email: string) => post<string>('/sms_mail', { user_string: email, scene: 'bind' });
export const sendBindSmsCode = (areaCode: string, mobile: string) =>
  post<string>('/sms_send', { area_code: areaCode, mobile, scene: 'bind' });

/** Sign out on the server; the device forgets the session whatever the answer. */
export const logout = () => get<string>('/user/logout', undefined, { silent: true });

export function useAreas() {
  return useQuery({
    queryKey: ['areas'],
    queryFn: ({ signal }) => get<AreaEntry[]>('/area/list', undefined, { signal }),
    staleTime: Infinity,
  });
}

/** After a change to the profile: fetch it again (the frame keeps it in the session). */
export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['user', 'info'] });
}
