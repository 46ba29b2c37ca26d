/**
 * The shared validator of SPEC section 5. The client re-exports the contract's functions (from its
 * dependency-free module, so the first screen does not pull in zod) so that both sides judge a
 * value by the same rule and name its failure with the same error code.
 */
export {
  charLength,
  hasOnlyNameCharacters,
  hasOnlySignatureCharacters,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isMainlandPhone,
  isMobile,
  isUrl,
} from '@bourse/contract/validators';
