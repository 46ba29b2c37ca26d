/**
 * Checking a form before sending it, with the contract's own schemas (SPEC section 5), so the
 * client stops a bad value with the same error code, and so the same message, as the server.
 * Typed structurally so the web app does not name the schema library.
 */
export interface Issue {
  message: string;
  path: ReadonlyArray<PropertyKey>;
}

export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; code: string; field: string | undefined };

export function checkForm<T>(schema: SafeParser<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { ok: false, code: issue?.message || 'INVALID_PARAMETER', field: field === undefined ? undefined : String(field) };
}
