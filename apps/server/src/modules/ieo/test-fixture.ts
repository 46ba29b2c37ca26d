/**
 * Test support for the IEO suites: a project created, funded through the two-person funding deposit
 * and opened the way operators do it, through the API. Not imported by the app.
 */
import type { IeoOperatorProject, OperatorAction } from '@bourse/contract';
import type { TestApp } from '../../../test/harness';

export const DAY = 86_400_000;

export interface Ops {
  finance: string;
  admin: string;
}

/** Fresh operator sessions (a test that moves the clock by days outlives a session). */
export async function operators(t: TestApp): Promise<Ops> {
  return { finance: await t.operatorToken('finance'), admin: await t.operatorToken('admin') };
}

let serial = 0;

/** A draft project starting `startIn` ms from the test clock's now, a cycle of `cycle` ms, listing a day after the end. */
export async function createProject(t: TestApp, over: Record<string, unknown> = {}, startIn = 0, cycle = 3 * DAY) {
  const ops = await operators(t);
  const now = t.clock.now().getTime();
  serial += 1;
  const body = {
    name: `Project ${serial}`,
    token_code: `TK${serial}${Math.floor(Math.random() * 1000)}`,
    token_name: `Token ${serial}`,
    token_scale: 4,
    pay_currency_id: 3,
    price: '0.5',
    total_issuance: '1000',
    min_amount: '1',
    start_time: now + startIn,
    end_time: now + startIn + cycle,
    listing_time: now + startIn + cycle + DAY,
    white_paper: 'https://example.org/paper.pdf',
    website: 'https://example.org',
    ...over,
  };
  const r = await t.call<IeoOperatorProject>('POST', '/operator/ieo/projects', body, { token: ops.finance });
  if (r.body.type !== 'ok') throw new Error(`create: ${r.body.code}`);
  return r.body.message;
}

/** The two-person funding deposit of `amount` tokens into the IEO treasury book. */
export async function fundIssuance(t: TestApp, tokenId: number, amount: string): Promise<void> {
  const ops = await operators(t);
  const proposed = await t.call<OperatorAction>(
    'POST',
    '/operator/funding',
    { account: 'treasury', book: 'ieo', currency_id: tokenId, amount, reference: 'token-contract-transfer-0x01' },
    { token: ops.finance },
  );
  if (proposed.body.type !== 'ok') throw new Error(`funding: ${proposed.body.code}`);
  const approved = await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: ops.admin });
  if (approved.body.type !== 'ok') throw new Error(`approve: ${approved.body.code}`);
}

export async function openProject(t: TestApp, id: number) {
  const ops = await operators(t);
  return t.call<IeoOperatorProject>('POST', '/operator/ieo/projects/open', { id }, { token: ops.finance });
}

/** Created, funded with its whole issuance and opened. */
export async function liveProject(t: TestApp, over: Record<string, unknown> = {}, startIn = 0, cycle = 3 * DAY) {
  const p = await createProject(t, over, startIn, cycle);
  await fundIssuance(t, p.token_id, p.total_issuance);
  const opened = await openProject(t, p.id);
  if (opened.body.type !== 'ok') throw new Error(`open: ${opened.body.code}`);
  return opened.body.message;
}
