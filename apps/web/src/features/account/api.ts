/** The signed-in user's profile, security and settings (SPEC section 7, Account). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bourse/contract';
import { call, upload, type ApiInput } from '../../app/api';

export const uploadAvatar = async (file: Blob) => {
  const path = await upload(file, 'avatar');
  return call('POST /user/uploadHeadPortrait', { head_portrait: path });
};

export const editNickname = (nickname: string) => call('POST /user/editNickname', { nickname });
export const editSignature = (signature: string) => call('POST /user/editSignature', { signature });
export const setDefaultFiat = (currencyCode: ApiInput<'POST /user/default_fiat'>['currency_code']) =>
  call('POST /user/default_fiat', { currency_code: currencyCode });

export const updatePassword = (input: ApiInput<'POST /safe/update_password'>) => call('POST /safe/update_password', input);
export const setPayPassword = (input: ApiInput<'POST /safe/pay_password'>) => call('POST /safe/pay_password', input);
export const bindMobile = (input: ApiInput<'POST /safe/mobile'>) => call('POST /safe/mobile', input);
export const bindEmail = (input: ApiInput<'POST /safe/email'>) => call('POST /safe/email', input);

/** A security code goes to the bound email when there is one, otherwise to the bound mobile. */
export const sendSecurityCode = (user: Pick<UserInfo, 'email'>) =>
  user.email ? call('POST /sms_mail', { scene: 'security' }) : call('POST /sms_send', { scene: 'security' });

/** A bind code goes to the new address or number. */
export const sendBindEmailCode = (email: string) => call('POST /sms_mail', { user_string: email, scene: 'bind' });
export const sendBindSmsCode = (areaCode: string, mobile: string) => call('POST /sms_send', { area_code: areaCode, mobile, scene: 'bind' });

/** Sign out on the server; the device forgets the session whatever the answer. */
export const logout = () => call('GET /user/logout', undefined, { silent: true });

export function useAreas() {
  return useQuery({
    queryKey: ['areas'],
    queryFn: ({ signal }) => call('GET /area/list', undefined, { signal }),
    staleTime: Infinity,
  });
}

/** After a change to the profile: fetch it again (the frame keeps it in the session). */
export function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['user', 'info'] });
}
