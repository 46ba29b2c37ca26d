/** The account module's queries: the profile row and the avatar check. */
import type { Fiat } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Lang } from '@bourse/i18n';

export interface ProfileRow {
  user_id: number;
  nickname: string;
  signature: string;
  avatar: string | null;
  default_fiat: Fiat;
  lang: Lang;
}

export type ProfileColumn = 'nickname' | 'signature' | 'avatar' | 'default_fiat' | 'lang';

/** A new user's profile; nothing when one exists already. */
export async function insertProfile(ex: Executor, p: { userId: number; nickname: string; lang: Lang; defaultFiat: string }): Promise<void> {
  await ex.query(
    `INSERT INTO user_profiles (user_id, nickname, lang, default_fiat) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [p.userId, p.nickname, p.lang, p.defaultFiat],
  );
}

export async function findProfile(ex: Executor, userId: number): Promise<ProfileRow | undefined> {
  const { rows } = await ex.query<ProfileRow>('SELECT * FROM user_profiles WHERE user_id = $1', [userId]);
  return rows[0];
}

export async function updateProfile(ex: Executor, userId: number, column: ProfileColumn, value: string, at: Date): Promise<void> {
  await ex.query(`UPDATE user_profiles SET ${column} = $2, updated_at = $3 WHERE user_id = $1`, [userId, value, at]);
}

/** Whether this user uploaded the file `name` as an avatar. */
export async function hasAvatarUpload(ex: Executor, userId: number, name: string): Promise<boolean> {
  const { rows } = await ex.query(`SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2 AND purpose = 'avatar'`, [name, userId]);
  return rows.length > 0;
}
