/** A private upload (voucher, identity photo), fetched with the operator's token. */
import { useTranslation } from '../../../app/i18n';
import { PrivateImage } from '../../../components/PrivateImage';
import { useOperatorSession } from '../session';

export function Voucher({ path, label }: { path: string | null; label: string }) {
  const { t } = useTranslation();
  const { token } = useOperatorSession();
  return (
    <figure className="console-doc">
      <PrivateImage path={path} alt={label} token={token} failedText={t('operator.fields.imageFailed')} className="console-doc-image" />
      <figcaption className="muted">{label}</figcaption>
    </figure>
  );
}
