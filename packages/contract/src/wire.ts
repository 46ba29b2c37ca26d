/**
 * Building blocks of output schemas: what the server sends, as JSON. Amounts and prices are decimal
 * strings (DESIGN.md section 4), times are ISO 8601 strings unless a field says milliseconds.
 */
import { z } from 'zod';

/** An exact amount or price as a decimal string ("12.5", "-0.00000001"). */
export const decimalOut = z.string().regex(/^-?\d+(\.\d+)?$/);
/** An ISO 8601 time. */
export const isoTimeOut = z.string();
/** Milliseconds since the epoch. */
export const epochMsOut = z.number().int();
export const idOut = z.number().int();

/** A page of a list (SPEC section 9 sizes). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number().int(), pages: z.number().int(), total: z.number().int(), limit: z.number().int() });

/** Routes that answer `null` (or nothing) on success. */
export const nothingOut = z.null();
