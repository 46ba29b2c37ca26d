import { setUp } from './setup.ts';
const f = await setUp(8);
const spot = f.built.modules.spot.service;
const { rows } = await f.db.query<{ id: number }>('SELECT id FROM users ORDER BY id');
const users = rows.map((r) => r.id).slice(-8);
let k = 0;
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  let done = 0;
  await Promise.all(Array.from({ length: 16 }, async (_, c) => {
    while (done < 2000) { done++; const i = k++; await spot.place(users[i % 8]!, { currency_id: 1, legal_id: 3, type: (i % 8) % 2 ? 'sell' : 'buy', amount: '0.001', target_price: '60000' }, `p-${i}`); }
  }));
  console.log('2000 places at 16 concurrent:', (2000 / ((performance.now() - t0) / 1000)).toFixed(0), '/s');
}
await f.close();
process.exit(0);
