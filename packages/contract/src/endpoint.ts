/**
 * One way to declare an endpoint, once, for every side: the key is `METHOD /path` (the path below
 * /api, as SPEC section 7 writes it), the value says who may call it, what it takes and what it
 * answers (the `message` of the envelope). The server registers its handlers by key
 * (apps/server/src/app/route.ts), `/api/docs` is generated from these entries, and the web's
 * `call(key, input)` infers its result type from them without loading any schema at run time.
 */
import { z } from 'zod';

export type AuthMode = 'none' | 'optional' | 'user' | 'operator' | 'operator-setup';
export type HttpMethod = 'GET' | 'POST';
export type RouteKey = `${HttpMethod} /${string}`;

/** An input for endpoints that take nothing: any field sent is refused. */
export const noInput = z.strictObject({});

export interface EndpointDef {
  auth: AuthMode;
  /**
   * Operator roles allowed (admin always is). An empty list lets only the admin through; no list
   * lets every operator role through.
   */
  roles?: readonly string[];
  input?: z.ZodType;
  /** The `message` of a success envelope, as the client receives it (JSON). */
  output: z.ZodType;
  summary: string;
  /** 'auth' applies the stricter limit for sign-in and code endpoints. */
  rateLimit?: 'auth';
  /** Money-moving routes: a retry with the same Idempotency-Key gets the first answer. */
  idempotent?: boolean;
  /** The handler sends the reply itself (files, CSV); the output describes nothing. */
  raw?: boolean;
  /** The body is multipart (a file), not form-encoded or JSON. */
  multipart?: boolean;
}

type InputSchemaOf<D> = D extends { input: infer S extends z.ZodType } ? S : typeof noInput;

export type Endpoint<K extends RouteKey = RouteKey, D extends EndpointDef = EndpointDef> = Omit<D, 'input'> & {
  key: K;
  method: K extends `${infer M extends HttpMethod} ${string}` ? M : HttpMethod;
  path: K extends `${HttpMethod} ${infer P}` ? P : string;
  input: InputSchemaOf<D>;
  tags: readonly string[];
};

/** What a client sends to an endpoint (before the server's parsing). */
export type InputOf<E extends { input: z.ZodType }> = z.input<E['input']>;
/** What the server's handler works with (after parsing: defaults filled, strings trimmed). */
export type ParsedInputOf<E extends { input: z.ZodType }> = z.output<E['input']>;
/** What the client receives in `message`. */
export type OutputOf<E extends { output: z.ZodType }> = z.output<E['output']>;

/**
 * Declare one product's endpoints. `tag` groups them in /api/docs (and names the product).
 * The key's method and path are parsed once here, so nobody writes them twice.
 */
export function defineEndpoints<const T extends Record<RouteKey, EndpointDef>>(
  tag: string,
  defs: T,
): { [K in keyof T & RouteKey]: Endpoint<K, T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(defs)) {
    const space = key.indexOf(' ');
    out[key] = { ...def, key, method: key.slice(0, space), path: key.slice(space + 1), input: def.input ?? noInput, tags: [tag] };
  }
  return out as { [K in keyof T & RouteKey]: Endpoint<K, T[K]> };
}
