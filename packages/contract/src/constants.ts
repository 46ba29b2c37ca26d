/** Constants of SPEC section 9 that both the server and the client use. */
export const LANGS = ['zh', 'en', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const FIATS = ['USD', 'CNY', 'GBP', 'HKD', 'JPY', 'EUR', 'AED', 'THB', 'PHP', 'SGD', 'VND'] as const;
export type Fiat = (typeof FIATS)[number];
export const DEFAULT_FIAT: Fiat = 'USD';

export const APP_VERSION = '0.8.0';
export const H5_VERSION = 1;

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60_000;
/** Wrong pay passwords in a row (a right one resets the count) before every pay-password action locks. */
export const PAY_PASSWORD_MAX_FAILURES = 5;
/** How long that lock lasts. */
export const PAY_PASSWORD_LOCK_MS = 60 * 60_000;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;
export const SIGNATURE_MIN = 2;
export const SIGNATURE_MAX = 30;
/** "Password is longer than six characters." */
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 64;

/**
 * Futures' mark price (liquidation and the risk rate use it, never one tick): the median of a
 * market's recorded ticks whose time lies within this window up to its newest tick, ts in
 * (newest - window, newest], and never fewer than the last MARK_PRICE_MIN_TICKS ticks; see
 * @bourse/maths `markPrice`. At one tick a second that is about ten ticks: a blip of up to four
 * ticks moves nothing, and a move that lasts about six seconds moves the mark.
 */
export const MARK_PRICE_WINDOW_MS = 10_000;
/** A sparse feed still gets a median of this many ticks (the window reaches back for them): two stray ticks move nothing. */
export const MARK_PRICE_MIN_TICKS = 5;

export const FIAT_RATES_MAX_AGE_MS = 86_400_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const REQUEST_SPINNER_DELAY_MS = 800;
export const REDIRECT_DELAY_MS = 1200;
export const TOAST_DURATION_MS = 1500;
export const TOAST_Z_INDEX = 10090;
export const DEBOUNCE_MS = 500;
export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const SOCKET_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_MIN_MS = 1000;
export const SOCKET_RECONNECT_MAX_MS = 5000;
export const SOCKET_RECONNECT_JITTER = 0.5;
export const WEBVIEW_TOP_OFFSET = 44;

/** Account books of SPEC section 3 (1 legal, 2 exchange, 3 lever, 4 micro) and the products' own. */
export const BOOK_IDS = { legal: 1, exchange: 2, lever: 3, micro: 4, stock: 5, lock: 6 } as const;
export type BookName = keyof typeof BOOK_IDS;
