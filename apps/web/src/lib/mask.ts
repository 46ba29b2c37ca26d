/** Show enough of an address or number to recognise it, not enough to copy it off a screen. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return mobile;
  const keepEnd = 4;
  const keepStart = Math.min(3, Math.max(0, mobile.length - keepEnd - 2));
  return `${mobile.slice(0, keepStart)}****${mobile.slice(-keepEnd)}`;
}
