export { divRound, mulDiv, ROUNDINGS, type Rounding } from './rounding';
export {
  formatUnits,
  isCanonical,
  MAX_MINOR,
  MAX_MINOR_DIGITS,
  MoneyError,
  parseUnits,
  parseUnitsRounded,
  rescale,
  toSafeCount,
  type FormatOptions,
  type MoneyErrorCode,
  type ParseOptions,
} from './units';
export { asset, FIAT_SCALE, type Asset } from './assets';
export { applyRate, formatRatePpm, parseRatePpm, PPM, ratePpmToPercent } from './rate';
