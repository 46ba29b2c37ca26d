/**
 * Verify my balance: the signed-in user's leaf and path come from their own proof; the root comes
 * from the public snapshot, fetched on its own, so the check does not take the server's word twice.
 * The browser recomputes the leaf and walks the path with WebCrypto (@bourse/maths merkle).
 */
import '../reserves.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RequestError } from '../../../app/api';
import { Page } from '../../../components/Page';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { useProof, useSnapshot } from '../api';
import { VerifyPanel } from '../components/VerifyPanel';

/** The refusals a user meets here, each shown as its own message rather than a failure. */
const EXPLAINED = new Set(['RESERVES_NOT_INCLUDED', 'RESERVES_SNAPSHOT_NOT_FOUND']);

export default function Verify() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const proof = useProof(Number.isInteger(asked) && asked > 0 ? asked : undefined);
  const published = useSnapshot(proof.data?.snapshot_id, proof.data !== undefined);
  let body;
  if (proof.isError) {
    const code = proof.error instanceof RequestError ? proof.error.code : undefined;
    body = code && EXPLAINED.has(code) ? <EmptyState title={t(`errors.${code}`)} /> : <ErrorState onRetry={() => void proof.refetch()} />;
  } else if (proof.isPending || published.isPending) {
    body = <DelayedLoading delayMs={200} />;
  } else if (published.isError || !published.data) {
    body = <ErrorState onRetry={() => void published.refetch()} />;
  } else {
    body = <VerifyPanel proof={proof.data} publishedRoot={published.data.root} />;
  }
  return (
    <Page title={t('reserves.verify.title')} name="reserves-verify">
      <p className="hint reserves-intro">{t('reserves.verify.intro')}</p>
      {body}
    </Page>
  );
}
