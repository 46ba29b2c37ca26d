/**
 * How a request becomes a route's input. Every input goes through `parseFields`: the route
 * registrar's (query and body of every route in the route map, operator routes included), the
 * upload's (its query and multipart fields) and the `/uploads/:name` path parameter's.
 * - query and body are merged and `lang` removed; a body that is not an object of fields (an
 *   array, a string) is refused, and so is a multipart body on a route that takes none;
 * - every text, values and field names at any depth, obeys the contract's text rule
 *   (`findMalformedText`): a NUL or an unpaired surrogate is `INVALID_TEXT` with its field, so it
 *   reaches neither a handler nor the database;
 * - an empty field (`x=` in a form, where empty means "not given") is dropped unless the route
 *   requires that field, which then answers its own "required" code as before;
 * - the route's zod schema parses the rest (strict: an unknown field is `UNKNOWN_FIELD`).
 */
import { findMalformedText } from '@bourse/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../platform/errors';
import { fromZod } from './envelope';

/** Query and body as one set of fields, `lang` removed. */
export function collectInput(request: FastifyRequest): Record<string, unknown> {
  // Its fields would be left unread (only POST /upload reads multipart): say so rather than ignore them.
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new AppError('INVALID_PARAMETER');
  }
  const merged: Record<string, unknown> = { ...query, ...((body as Record<string, unknown> | undefined) ?? {}) };
  // Only when sent: a delete turns the object into a slow dictionary for the schema that reads it.
  if (Object.hasOwn(merged, 'lang')) delete merged.lang;
  return merged;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The field shapes of an input schema: its object, through transforms, unions and intersections. */
function shapes(schema: z.ZodType): Array<Record<string, z.ZodType>> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.type === 'pipe' && def.in) return shapes(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(shapes);
  if (def.type === 'intersection' && def.left && def.right) return [...shapes(def.left), ...shapes(def.right)];
  return [];
}

const requiredCache = new WeakMap<z.ZodType, Set<string> | null>();

/** Fields some shape of the schema cannot do without; null when the schema has no shape to read. */
function requiredFields(schema: z.ZodType): Set<string> | null {
  let found = requiredCache.get(schema);
  if (found === undefined) {
    const all = shapes(schema);
    found = all.length === 0 ? null : new Set<string>();
    for (const shape of all) {
      for (const [key, field] of Object.entries(shape)) if (!field.safeParse(undefined).success) found!.add(key);
    }
    requiredCache.set(schema, found);
  }
  return found;
}

/** Drop the empty fields the schema does not require: a form sends `x=` for "no x". */
export function withoutEmptyFields(schema: z.ZodType, fields: Record<string, unknown>): Record<string, unknown> {
  const required = requiredFields(schema);
  if (!required) return fields;
  // Most requests send no empty field: their object is kept rather than copied.
  for (const key in fields) {
    if (fields[key] === '' && Object.hasOwn(fields, key) && !required.has(key)) {
      return Object.fromEntries(Object.entries(fields).filter(([k, value]) => value !== '' || required.has(k)));
    }
  }
  return fields;
}

/** A route's input from its fields (already collected): the text rule, empty optional fields dropped, then the schema. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const at = findMalformedText(fields);
  if (at !== undefined) throw new AppError('INVALID_TEXT', undefined, at || undefined);
  const parsed = schema.safeParse(withoutEmptyFields(schema, fields));
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}
