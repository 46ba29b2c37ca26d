/**
 * What every module is built from. Modules get their shared services here and never import each
 * other; where one needs another's data, app/modules.ts passes a narrow interface across.
 */
import type { Db } from '@bourse/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetRegistry } from '../platform/assets';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Notifier } from '../platform/notifier';
import type { Settings } from '../platform/settings';
import type { Storage } from '../platform/storage';
import type { RouteSpec } from './route';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Settings;
  assets: AssetRegistry;
  notifier: Notifier;
  storage: Storage;
}

export interface SessionUser {
  id: number;
  sessionId: number;
}

export interface SessionOperator {
  id: number;
  username: string;
  role: string;
  sessionId: number;
  /** 'setup' sessions may only finish the first sign-in. */
  scope: 'full' | 'setup';
}

/** Turns a bearer token into a user or operator, or says why not. */
export interface SessionResolver<T> {
  resolve(token: string): Promise<T | 'expired' | undefined>;
}

export interface Module {
  name: string;
  routes: RouteSpec[];
  /** Background work (price feeds, schedulers), started after the seed and before listening. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}
