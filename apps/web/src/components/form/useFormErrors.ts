import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormCheck } from '../../lib/form';
import { toast } from '../../lib/toast';

/**
 * The last failed check of a form: its message is shown as a toast (as SPEC section 8 does) and
 * under the field it concerns. A server answer with a `field` is shown the same way.
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);

  const fail = useCallback(
    (code: string, field: string | undefined) => {
      const message = t(`errors.${code}`);
      setError({ field, message });
      toast(message);
    },
    [t],
  );

  /** True when the check passed; otherwise shows the failure. */
  const accept = useCallback(
    <T>(check: FormCheck<T>): check is { ok: true; data: T } => {
      if (check.ok) {
        setError(null);
        return true;
      }
      fail(check.code, check.field);
      return false;
    },
    [fail],
  );

  /** A server failure that names a field: mark the field (the wrapper has shown the toast). */
  const fromServer = useCallback((err: unknown) => {
    const e = err as { kind?: string; field?: string; message?: string };
    if (e?.kind === 'api' && e.field && e.message) setError({ field: e.field, message: e.message });
  }, []);

  const errorFor = (field: string) => (error && error.field === field ? error.message : undefined);
  return { accept, fail, fromServer, errorFor, clear: () => setError(null) };
}
