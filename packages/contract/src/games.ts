/**
 * The mini game (SPEC section 2 `pages/game/game`; issue 18): a daily price prediction with points
 * and no stake. Each UTC day is a round on BTC/USDT: does the day close above or below its opening
 * price? A prediction for a day is taken until that day opens (during the day before), so nobody
 * predicts with part of the day already known. A round settles from the recorded feed: the last
 * recorded tick at or before the day's start and the one at or before its end are its proof. A right
 * prediction earns points; points make a weekly leaderboard (Monday to Sunday, UTC) whose top
 * places win coupons from a funded campaign. No money is ever staked. Times are unix milliseconds,
 * days 'YYYY-MM-DD' (UTC).
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut } from './wire';

/** Points for a right prediction; a wrong one, a flat day or a void round earn none. */
export const GAME_POINTS_RIGHT = 10;
/** The weekly places that win a coupon. */
export const GAME_PRIZE_PLACES = 3;
export const GAME_DIRECTIONS = ['up', 'down'] as const;
export type GameDirection = (typeof GAME_DIRECTIONS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'GAME_DAY_INVALID');

export const gamePredictInput = z.strictObject({
  direction: z.enum(GAME_DIRECTIONS, { error: 'GAME_DIRECTION_INVALID' }),
});

export const gameBoardInput = z.strictObject({
  /** The week's Monday; this week when left out. */
  week: day.optional(),
});

export const gameTick = z.object({ id: idOut, time: epochMsOut, price: decimalOut, source: z.string() });

/** A round: its day, window and, once settled, its two ticks and result. */
export const gameRound = z.object({
  day: z.string(),
  symbol: z.string(),
  opens_at: epochMsOut,
  closes_at: epochMsOut,
  open_tick: gameTick.nullable(),
  close_tick: gameTick.nullable(),
  /** up, down, flat (no points), void (no tick near an end: no points), or null until settled. */
  result: z.enum(['up', 'down', 'flat', 'void']).nullable(),
  settled_at: epochMsOut.nullable(),
});
export type GameRound = z.infer<typeof gameRound>;

export const gamePrediction = z.object({
  id: idOut,
  day: z.string(),
  direction: z.enum(GAME_DIRECTIONS),
  status: z.enum(['pending', 'right', 'wrong', 'void']),
  points: z.number().int(),
  created_at: epochMsOut,
  round: gameRound,
});
export type GamePrediction = z.infer<typeof gamePrediction>;

export const gameState = z.object({
  /** The round taking predictions now (the next UTC day) and the one in progress (today). */
  next: gameRound,
  current: gameRound,
  /** The caller's predictions for those two rounds (null: none, or no session). */
  my_next: gamePrediction.nullable(),
  my_current: gamePrediction.nullable(),
  /** The last price recorded, for the round in progress. */
  last_price: decimalOut.nullable(),
  points_right: z.number().int(),
  prize_places: z.number().int(),
  /** What the prizes are now (null: no funded prize campaign). */
  prize: z
    .object({ kind: z.string(), product: z.string(), value: decimalOut, percent: z.number().int().nullable(), currency: z.string() })
    .nullable(),
  /** The caller's points this week (null without a session). */
  my_week_points: z.number().int().nullable(),
});
export type GameState = z.infer<typeof gameState>;

export const gameBoardRow = z.object({
  rank: z.number().int(),
  /** A masked name (never an email or phone in full). */
  name: z.string(),
  points: z.number().int(),
  right: z.number().int(),
  me: z.boolean(),
  /** The week's prize: granted (a coupon), unfunded (no campaign could cover it), or null while the week runs. */
  prize: z.enum(['granted', 'unfunded']).nullable(),
});

export const gameBoard = z.object({
  week: z.string(),
  starts_at: epochMsOut,
  ends_at: epochMsOut,
  /** Whether the week is over and its prizes decided. */
  final: z.boolean(),
  rows: z.array(gameBoardRow),
});
export type GameBoard = z.infer<typeof gameBoard>;

/** The mini game endpoints (the route map, routes.ts). */
export const gamesEndpoints = defineEndpoints('games', {
  'GET /game/state': {
    auth: 'optional',
    output: gameState,
    summary: 'The round taking predictions (tomorrow, UTC), the round in progress, your predictions and your points this week',
  },
  'POST /game/predict': {
    auth: 'user',
    idempotent: true,
    input: gamePredictInput,
    output: gamePrediction,
    summary: "Predict whether tomorrow's BTC/USDT UTC day closes above (up) or below (down) its opening price; no stake",
  },
  'GET /game/history': {
    auth: 'user',
    output: z.array(gamePrediction),
    summary: 'Your predictions, newest first, each with its round and the two recorded ticks that settled it',
  },
  'GET /game/leaderboard': {
    auth: 'optional',
    input: gameBoardInput,
    output: gameBoard,
    summary: "A week's leaderboard by points (ties: the earlier first prediction), with the prizes once the week is over",
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const gamesEvents = {} satisfies Record<string, z.ZodType>;
