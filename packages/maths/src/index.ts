export * from './ratio';
export * from './display';
export * from './intl';
export * as lever from './lever';
export * as seconds from './seconds';
export * as merkle from './merkle';
export * as blindbox from './blindbox';
