/**
 * The words of the order form's last failed check: its message in the user's language, with its
 * figures (a market's minimum) in the user's locale; editing the field it is about clears it
 * (issue 13; the check runs again on review).
 */
import { useTranslation } from '../../../app/i18n';
import { useClearOnEdit } from '../../../components/form/useClearOnEdit';
import { useSpotFormat } from '../format';
import type { DraftError } from '../order-math';

export function useDraftError(error: DraftError | null, setError: (error: DraftError | null) => void) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const say = (e: DraftError) =>
    t(`errors.${e.code}`, e.params && Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, f.qty(v)])));
  const errorText = (field: DraftError['field']) => (error && error.field === field ? say(error) : undefined);
  useClearOnEdit(error ? { field: error.field, message: say(error) } : null, () => setError(null));
  return { say, errorText };
}
