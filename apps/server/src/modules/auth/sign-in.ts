/**
 * Sign-in throttling that an attacker cannot turn against the owner.
 *
 * Failures are counted per account AND source: ten wrong passwords in 15 minutes from one source
 * lock that source out of that account for the rest of the window, and nobody else. A source is
 * the device (the `bourse_device` cookie this server set at an earlier successful sign-in of this
 * user) when it is known for the user, otherwise the client's address (an IPv6 address as its /64,
 * which one subscriber usually holds whole). Across all sources, 30 failures in the window close
 * the account to sources it has never seen (a distributed guess), never to a device or an address
 * the owner signed in from before (devices for a year, addresses for 90 days since last used).
 *
 * An attempt is recorded as a failure before the password is checked, so simultaneous guesses
 * cannot all slip under the limit; a right password removes its source's failures (only its own:
 * the owner signing in at home does not unlock the attacker). When failures lock a source or
 * close the account, the owner is told, once per window.
 */
import { isIPv6 } from 'node:net';
import type { Executor } from '@bourse/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import { type UserNotices, utcMinute } from './notices';
import {
  claimSignInAlert,
  clearLoginFailures,
  countLoginFailures,
  deleteLoginFailure,
  type FailureScope,
  insertLoginFailure,
  knownSourceKinds,
  nthNewestLoginFailure,
  rememberSignInSource,
  type UserRow,
} from './store';

const DAY_MS = 86_400_000;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures from one source in the window before that source is locked out of the account. */
export const SIGN_IN_FAILURES_PER_SOURCE = 10;
/** Failures from all sources in the window before unknown sources are locked out of the account. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 30;
const KNOWN_DEVICE_MS = 365 * DAY_MS;
const KNOWN_ADDRESS_MS = 90 * DAY_MS;

export const DEVICE_COOKIE = 'bourse_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Who is signing in, as far as the server can tell. */
export interface SignInClient {
  address: string;
  /** The device cookie, when the client sent a well-formed one. */
  device: string | undefined;
  userAgent: string | undefined;
}

/** One sign-in attempt, between `open` and `failed` or `succeeded`. */
export interface Attempt {
  account: string;
  user: UserRow | undefined;
  source: string;
  address: string;
  addressHash: string;
  /** This attempt's row in login_failures (removed again when it is refused or right). */
  failureId: number;
}

/** An address as a source: IPv4 as is (also when mapped into IPv6), IPv6 as its /64. */
export function sourceAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function signInClient(request: FastifyRequest): SignInClient {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  return {
    address: request.ip,
    device: cookie && DEVICE_TOKEN.test(cookie) ? cookie : undefined,
    userAgent: request.headers['user-agent'],
  };
}

/**
 * The device cookie: HttpOnly (no script reads it), SameSite=Strict and scoped to the sign-in
 * path. It is not a credential: alone it opens nothing, it only exempts the right password from
 * locks that others' failures caused.
 */
export function setDeviceCookie(reply: FastifyReply, device: string, secure: boolean): void {
  const attributes = [
    `Max-Age=${KNOWN_DEVICE_MS / 1000}`,
    'Path=/api/user/login',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; ${attributes.join('; ')}`);
}

export class SignInGuard {
  constructor(
    private readonly ctx: AppContext,
    private readonly notices: UserNotices,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  private since(): Date {
    return new Date(this.now().getTime() - SIGN_IN_WINDOW_MS);
  }

  /** Start an attempt, or refuse it (TOO_MANY_ATTEMPTS) before the password is looked at. */
  async open(account: string, user: UserRow | undefined, client: SignInClient): Promise<Attempt> {
    const db = this.ctx.db;
    const address = sourceAddress(client.address);
    const addressHash = hashToken(`address:${address}`);
    const deviceHash = client.device ? hashToken(`device:${client.device}`) : undefined;
    const now = this.now().getTime();
    // Asked for an unknown account too (user 0 has no sources), so both take the same queries.
    const known = await knownSourceKinds(db, user?.id ?? 0, {
      deviceHash,
      addressHash,
      deviceSince: new Date(now - KNOWN_DEVICE_MS),
      addressSince: new Date(now - KNOWN_ADDRESS_MS),
    });
    const source = known.has('device') ? `device:${deviceHash}` : `address:${address}`;
    const failureId = await insertLoginFailure(db, { account, source, at: this.now() });
    const attempt = { account, user, source, address, addressHash, failureId };
    const bySource: FailureScope = { account, source, since: this.since() };
    const byAccount: FailureScope = { account, since: this.since() };
    let lock: { scope: FailureScope; limit: number } | undefined;
    if ((await countLoginFailures(db, bySource, failureId)) > SIGN_IN_FAILURES_PER_SOURCE) {
      lock = { scope: bySource, limit: SIGN_IN_FAILURES_PER_SOURCE };
    } else if (known.size === 0 && (await countLoginFailures(db, byAccount, failureId)) > SIGN_IN_FAILURES_PER_ACCOUNT) {
      lock = { scope: byAccount, limit: SIGN_IN_FAILURES_PER_ACCOUNT };
    }
    if (!lock) return attempt;
    // Refused unheard: not a failure, so it neither extends the lock nor counts elsewhere.
    await deleteLoginFailure(db, failureId);
    const from = (await nthNewestLoginFailure(db, lock.scope, lock.limit)) ?? this.now();
    const remainingMs = Math.max(from.getTime() + SIGN_IN_WINDOW_MS - now, 60_000);
    throw new AppError('TOO_MANY_ATTEMPTS', { minutes: Math.ceil(remainingMs / 60_000) });
  }

  /** A wrong password (or no such account): the failure stays; tell the owner when it locked something. */
  async failed(attempt: Attempt): Promise<void> {
    const { user, account, source, failureId } = attempt;
    if (!user) return;
    const since = this.since();
    const bySource = await countLoginFailures(this.ctx.db, { account, source, since }, failureId);
    const byAccount = await countLoginFailures(this.ctx.db, { account, since }, failureId);
    if (bySource < SIGN_IN_FAILURES_PER_SOURCE && byAccount < SIGN_IN_FAILURES_PER_ACCOUNT) return;
    if (!(await claimSignInAlert(this.ctx.db, user.id, this.now(), since))) return;
    await this.notices.send(user, 'signInAlert', {
      count: byAccount,
      minutes: SIGN_IN_WINDOW_MS / 60_000,
      address: attempt.address,
      time: utcMinute(this.now()),
    });
  }

  /** The right password: forgive this source's failures and remember the device and the address. */
  async succeeded(ex: Executor, attempt: Attempt & { user: UserRow }, device: string): Promise<void> {
    const at = this.now();
    await clearLoginFailures(ex, attempt.account, attempt.source);
    await rememberSignInSource(ex, attempt.user.id, { kind: 'device', valueHash: hashToken(`device:${device}`), at });
    await rememberSignInSource(ex, attempt.user.id, { kind: 'address', valueHash: attempt.addressHash, at });
  }
}
