/**
 * The check itself, in the browser: recompute the leaf from the user's data (anonymised id, nonce,
 * balances), follow the path, compare with the published root, and say pass or fail. The exact leaf
 * text is shown, so the user can hash it with any other tool.
 */
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { ReservesProof } from '@bourse/contract';
import { type Leaf, leafPreimage, type Verification, verifyLeaf } from '@bourse/maths/merkle';
import { Spinner } from '../../../components/states';
import { useReservesFormat } from '../format';

const leafOf = (proof: ReservesProof) => ({ account: proof.leaf.account, nonce: proof.leaf.nonce, balances: proof.leaf.balances });

/** The leaf's exact text, or a dash for data that is not a leaf (it then fails to verify). */
function textOf(leaf: Leaf): string {
  try {
    return leafPreimage(leaf);
  } catch {
    return '--';
  }
}

type Outcome = { state: 'checking' } | { state: 'done'; result: Verification } | { state: 'broken' };

export function VerifyPanel({ proof, publishedRoot }: { proof: ReservesProof; publishedRoot: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const leaf = leafOf(proof);

  const check = useCallback(() => {
    setOutcome({ state: 'checking' });
    verifyLeaf(leafOf(proof), proof.path, publishedRoot).then(
      (result) => setOutcome({ state: 'done', result }),
      // Data that is not a leaf at all (a malformed hash or amount) cannot verify.
      () => setOutcome({ state: 'broken' }),
    );
  }, [proof, publishedRoot]);
  useEffect(check, [check]);

  const preimage = textOf(leaf);
  const passed = outcome.state === 'done' && outcome.result.ok;
  return (
    <div className="reserves-verify">
      <section
        className={`card reserves-verdict reserves-verdict--${outcome.state === 'checking' ? 'wait' : passed ? 'ok' : 'bad'}`}
        role="status"
        aria-live="polite"
        data-testid="verify-result"
        data-result={outcome.state === 'checking' ? 'checking' : passed ? 'pass' : 'fail'}
      >
        {outcome.state === 'checking' ? (
          <>
            <Spinner size={18} /> {t('reserves.verify.checking')}
          </>
        ) : passed ? (
          t('reserves.verify.pass')
        ) : (
          t('reserves.verify.fail')
        )}
      </section>

      <ProofFacts proof={proof} result={outcome.state === 'done' ? outcome.result : null} publishedRoot={publishedRoot} />

      <section className="card">
        <h2 className="section-title">{t('reserves.verify.preimage')}</h2>
        <pre className="mono reserves-preimage">{preimage}</pre>
        <p className="hint">{t('reserves.verify.howTo')}</p>
        <ol className="reserves-path mono">
          {proof.path.map((step, i) => (
            <li key={i}>
              {t(`reserves.verify.side.${step.side}`)} {step.hash}
            </li>
          ))}
        </ol>
      </section>

      <div className="form-actions">
        <Button block fill="outline" onClick={check} disabled={outcome.state === 'checking'} data-testid="verify-again">
          {t('reserves.verify.again')}
        </Button>
      </div>
    </div>
  );
}

/** What was checked: the snapshot, the user's leaf data, and the two roots side by side. */
function ProofFacts({ proof, result, publishedRoot }: { proof: ReservesProof; result: Verification | null; publishedRoot: string }) {
  const { t } = useTranslation();
  const f = useReservesFormat();
  return (
    <section className="card reserves-facts">
      <dl>
        <dt>{t('reserves.takenAt')}</dt>
        <dd>{f.time(proof.taken_at)}</dd>
        <dt>{t('reserves.verify.balances')}</dt>
        <dd data-testid="verify-balances">
          {proof.leaf.balances.length === 0
            ? t('reserves.verify.noBalances')
            : proof.leaf.balances.map((b) => (
                <span key={b.currency} className="reserves-balance">
                  {f.amount(b.amount)} {b.currency}
                </span>
              ))}
        </dd>
        <dt>{t('reserves.verify.account')}</dt>
        <dd className="mono reserves-hash">{proof.leaf.account}</dd>
        <dt>{t('reserves.verify.nonce')}</dt>
        <dd className="mono reserves-hash">{proof.leaf.nonce}</dd>
        <dt>{t('reserves.verify.leafHash')}</dt>
        <dd className="mono reserves-hash" data-testid="verify-leaf">
          {result?.leafHash ?? '--'}
        </dd>
        <dt>{t('reserves.verify.pathSteps')}</dt>
        <dd>{f.count(proof.path.length)}</dd>
        <dt>{t('reserves.verify.computedRoot')}</dt>
        <dd className="mono reserves-hash" data-testid="verify-computed-root">
          {result?.computedRoot ?? '--'}
        </dd>
        <dt>{t('reserves.verify.publishedRoot')}</dt>
        <dd className="mono reserves-hash" data-testid="verify-published-root">
          {publishedRoot}
        </dd>
      </dl>
    </section>
  );
}
