/** The profile's credit score: the total, each part with its points and how it is computed, and the statement that it limits nothing. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { CreditScore } from '@bourse/contract';
import { call } from '../../../app/api';
import { ErrorState, Loading } from '../../../components/states';

type Part = CreditScore['parts'][number];

function valueText(t: (k: string, o?: Record<string, unknown>) => string, p: Part): string {
  if (p.part === 'verification') return t('account.credit.values.level', { level: p.value });
  if (p.part === 'two_factor') return t(p.value ? 'account.credit.values.on' : 'account.credit.values.off');
  if (p.part === 'account_age') return t('account.credit.values.days', { count: p.value });
  return t('account.credit.values.rejected', { count: p.value });
}

export function CreditScoreCard() {
  const { t } = useTranslation();
  const score = useQuery({ queryKey: ['credit-score'], queryFn: ({ signal }) => call('GET /user/credit_score', undefined, { signal }) });
  return (
    <section className="card credit" data-testid="credit-score">
      <h2 className="credit-title">{t('account.credit.title')}</h2>
      {score.isPending ? <Loading /> : null}
      {score.isError ? <ErrorState onRetry={() => void score.refetch()} /> : null}
      {score.data ? (
        <>
          <p className="credit-total">
            <strong data-testid="credit-total">{score.data.score}</strong>
            <span className="muted"> / {score.data.max}</span>
          </p>
          <ul className="credit-parts">
            {score.data.parts.map((p) => (
              <li key={p.part} data-testid={`credit-${p.part}`}>
                <span className="credit-part-name">{t(`account.credit.parts.${p.part}`)}</span>
                <strong>
                  {p.points} / {p.max}
                </strong>
                <span className="muted credit-part-rule">
                  {valueText(t, p)} · {t(`account.credit.rules.${p.part}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="hint" data-testid="credit-never">
        {t('account.credit.never')}
      </p>
    </section>
  );
}
