import type { Executor } from '@bourse/db';

export interface UserRow {
  id: number;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  invite_code: string;
  inviter_id: number | null;
  status: string;
  security_changed_at: Date | null;
  created_at: Date;
}

/** Who a user names when signing in: an email, or an area code and a mobile number. */
export type AccountName = { type: 'email'; email: string } | { type: 'mobile'; areaCode: string; mobile: string };

export function accountLabel(user: Pick<UserRow, 'email' | 'area_code' | 'mobile'>): string {
  return user.email ?? `+${user.area_code} ${user.mobile}`;
}

export function accountKey(name: AccountName): string {
  return name.type === 'email' ? `email:${name.email}` : `mobile:${name.areaCode}:${name.mobile}`;
}

export async function findUserByAccount(ex: Executor, name: AccountName): Promise<UserRow | undefined> {
  const { rows } =
    name.type === 'email'
      ? await ex.query<UserRow>('SELECT * FROM users WHERE email = $1', [name.email])
      : await ex.query<UserRow>('SELECT * FROM users WHERE area_code = $1 AND mobile = $2', [name.areaCode, name.mobile]);
  return rows[0];
}

export async function findUser(ex: Executor, id: number, lock = false): Promise<UserRow | undefined> {
  const { rows } = await ex.query<UserRow>(`SELECT * FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function findUserByInviteCode(ex: Executor, code: string): Promise<UserRow | undefined> {
  const { rows } = await ex.query<UserRow>('SELECT * FROM users WHERE invite_code = $1', [code.toUpperCase()]);
  return rows[0];
}
