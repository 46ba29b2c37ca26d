export * from './ratio';
export * from './display';
export * as lever from './lever';
