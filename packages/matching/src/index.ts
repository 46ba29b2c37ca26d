export { MatchingEngine } from './engine';
export type * from './types';
