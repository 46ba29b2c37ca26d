/** How an invitee's account reads to their inviter: enough to recognise a friend, not to contact them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}***${email.slice(at)}`;
}

export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '****';
  const head = mobile.length > 7 ? 3 : 1;
  return `${mobile.slice(0, head)}****${mobile.slice(-4)}`;
}

export function maskAccount(who: { email: string | null; mobile: string | null }): string {
  if (who.email) return maskEmail(who.email);
  if (who.mobile) return maskMobile(who.mobile);
  return '***';
}
