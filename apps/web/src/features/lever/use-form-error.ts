/**
 * The last failed check of a futures form: shown as a toast (SPEC section 8) and under its field,
 * in the user's language, from the same error codes the server answers. Editing that field clears it.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { useClearOnEdit } from '../../components/form/useClearOnEdit';
import { toast } from '../../lib/toast';

export function useFormError() {
  const { t } = useTranslation();
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  useClearOnEdit(error, () => setError(null));

  const fail = useCallback(
    (code: string, field: string, params?: Record<string, string>) => {
      const message = t(`errors.${code}`, params);
      setError({ field, message });
      toast(message);
    },
    [t],
  );

  /** A server refusal (the request wrapper has shown the toast): keep it under `field` too. */
  const fromServer = useCallback((err: unknown, field: string) => {
    const e = err as { kind?: string; message?: string };
    if (e?.kind === 'api' && e.message) setError({ field, message: e.message });
  }, []);

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  return { fail, fromServer, errorFor, clear: useCallback(() => setError(null), []) };
}
