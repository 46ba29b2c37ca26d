/**
 * The ticks a position's proof names, kept past market data's raw-tick retention with 30 s on
 * each side: its entry and close ticks and a liquidation's mark ticks. `$1`..`$2` is the stretch
 * being cleaned.
 */
export const LEVER_KEPT_TICKS = {
  name: 'lever_positions.entry_tick_id lever_positions.close_tick_id lever_positions.close_mark',
  sql: `SELECT t.market_id, t.ts - interval '30 seconds', t.ts + interval '30 seconds'
          FROM ticks t
         WHERE t.ts >= $1::timestamptz - interval '30 seconds' AND t.ts < $2::timestamptz + interval '30 seconds'
           AND t.id IN (SELECT entry_tick_id FROM lever_positions WHERE entry_tick_id IS NOT NULL
                        UNION ALL SELECT close_tick_id FROM lever_positions WHERE close_tick_id IS NOT NULL
                        UNION ALL SELECT (jsonb_array_elements_text(close_mark -> 'ticks'))::bigint FROM lever_positions WHERE close_mark IS NOT NULL)`,
};
