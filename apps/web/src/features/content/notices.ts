/** Which launch notices this device has shown: each notice pops up once (SPEC section 7, index_pop). */
import { KEYS, readJson, writeJson } from '../../lib/storage';

const KEEP = 50;

export function hasSeenNotice(id: number): boolean {
  return readJson<number[]>(KEYS.seenNotices, []).includes(id);
}

export function markNoticeSeen(id: number): void {
  const seen = readJson<number[]>(KEYS.seenNotices, []).filter((n) => n !== id);
  writeJson(KEYS.seenNotices, [...seen, id].slice(-KEEP));
}
