import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import type { FormCheck } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useClearOnEdit } from './useClearOnEdit';

/**
 * The last failed check of a form: its message is shown as a toast (as SPEC section 8 does) and
 * under the field it concerns. A server answer with a `field` is shown the same way. Editing that
 * field clears it.
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  useClearOnEdit(error, () => setError(null));

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

  /**
   * A server failure (the wrapper has shown the toast, in the user's language): mark the field it
   * names, or `fallbackField`, so the message stays on screen.
   */
  const fromServer = useCallback((err: unknown, fallbackField?: string) => {
    const e = err as { kind?: string; field?: string; message?: string };
    const field = e?.field ?? fallbackField;
    if (e?.kind === 'api' && field && e.message) setError({ field, message: e.message });
  }, []);

  const errorFor = (field: string) => (error && error.field === field ? error.message : undefined);
  return { accept, fail, fromServer, errorFor, clear: () => setError(null) };
}
