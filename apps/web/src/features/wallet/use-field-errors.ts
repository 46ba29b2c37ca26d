/**
 * The last failed check of a form, shown as a toast (SPEC section 8) and under its field, like
 * components/form/useFormErrors, but also for messages with values ("the minimum is 10 USDT").
 * Editing that field clears it.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import type { FormCheck } from '../../lib/form';
import { useClearOnEdit } from '../../components/form/useClearOnEdit';
import { toast } from '../../lib/toast';

export function useFieldErrors() {
  const { t } = useTranslation();
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  useClearOnEdit(error, () => setError(null));

  const fail = useCallback(
    (code: string, field: string | undefined, params?: Record<string, string>) => {
      const message = t(`errors.${code}`, params);
      setError({ field, message });
      toast(message);
    },
    [t],
  );

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

  /** A server failure (the wrapper has shown the toast): mark the field it names, or `fallbackField`. */
  const fromServer = useCallback((err: unknown, fallbackField?: string) => {
    const e = err as { kind?: string; field?: string; message?: string };
    const field = e?.field ?? fallbackField;
    if (e?.kind === 'api' && field && e.message) setError({ field, message: e.message });
  }, []);

  const errorFor = (field: string) => (error && error.field === field ? error.message : undefined);
  return { accept, fail, fromServer, errorFor, clear: useCallback(() => setError(null), []) };
}
