/** The invitation link: the register page with the user's code, on this site. */
export function inviteLink(code: string, where: Pick<Location, 'origin' | 'pathname'>): string {
  return `${where.origin}${where.pathname}#/pages/common/register?code=${encodeURIComponent(code)}`;
}
