/**
 * Checking a blind-box series in the browser (DESIGN.md section 1, rule 5): the revealed seed must
 * hash to the commitment published before the sale, and every opened box's item must be the one
 * the stated rule draws from the seed and the published list (@bourse/maths/blindbox, the same
 * code the server opens boxes with; its header states the rule so anyone can write it again).
 */
import type { NftSeriesDetail } from '@bourse/contract';
import { commitmentOf, drawSeries } from '@bourse/maths/blindbox';

export interface BoxCheck {
  box_no: number;
  code: string;
  /** The item the rule draws for this box. */
  expected: number;
  /** The item the box was opened to (null while unopened). */
  recorded: number | null;
  ok: boolean;
}

export interface SeriesCheck {
  commitmentOk: boolean;
  boxes: BoxCheck[];
  allOk: boolean;
}

export async function verifySeries(s: NftSeriesDetail): Promise<SeriesCheck | undefined> {
  if (!s.seed) return undefined;
  const commitmentOk = (await commitmentOf(s.seed)) === s.commitment;
  const draws = await drawSeries(
    s.seed,
    s.code,
    s.items.map((i) => i.count),
  );
  const boxes = s.boxes.map((b) => {
    const expected = draws[b.box_no - 1]!;
    return { box_no: b.box_no, code: b.code, expected, recorded: b.item_index, ok: b.item_index === null || b.item_index === expected };
  });
  return { commitmentOk, boxes, allOk: commitmentOk && boxes.every((b) => b.ok) };
}
