/**
 * Sending a one-time code to the account a form names, after checking the address or number with
 * the shared validator, so an obviously wrong one never reaches the server.
 */
import type { CodeScene } from '@bourse/contract';
import { toast } from '../../lib/toast';
import { isEmail, isMobile } from '../../lib/validate';
import { sendEmailCode, sendSmsCode, type AccountKind } from './api';

export interface CodeTarget {
  kind: AccountKind;
  account: string;
  dialCode: string;
}

/** The error code for an account that cannot receive a code, or undefined when it can. */
export function codeTargetError({ kind, account, dialCode }: CodeTarget): string | undefined {
  const value = account.trim();
  if (kind === 'email') {
    if (!value) return 'EMAIL_REQUIRED';
    return isEmail(value.toLowerCase()) ? undefined : 'EMAIL_INVALID';
  }
  if (!value) return 'MOBILE_REQUIRED';
  return isMobile(value, dialCode) ? undefined : 'MOBILE_INVALID';
}

export async function sendCodeTo(target: CodeTarget, scene: CodeScene): Promise<void> {
  const value = target.account.trim();
  const message =
    target.kind === 'email' ? await sendEmailCode(value.toLowerCase(), scene) : await sendSmsCode(target.dialCode, value, scene);
  toast(message, 'success');
}
