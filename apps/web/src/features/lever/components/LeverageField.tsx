/**
 * The leverage chips of the open form: a multiple above the cap is locked until the user's
 * one-time risk confirmation (RiskSheet); picking a locked one opens the sheet and, once confirmed,
 * selects it. The hint under the chips opens the same sheet without picking one.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { needsConfirmation } from '../maths';
import { RiskSheet } from './RiskSheet';
import { askFirst } from '../super-leverage';

/** A chip of the form's radio groups, marked when it is the chosen one. */
export const chipClass = (active: boolean) => `lever-chip${active ? ' lever-chip--active' : ''}`;

interface LeverageFieldProps {
  terms: LeverTerms;
  value: number;
  onChange(leverage: number): void;
  error: string | undefined;
}

export function LeverageField({ terms, value, onChange, error }: LeverageFieldProps) {
  const { t } = useTranslation();
  // The risk confirmation, open with the leverage the user picked (null: opened from the hint).
  // Super leverage (`?leverage=max`) asks for the top multiple's confirmation at once (super-leverage.ts).
  const [risk, setRisk] = useState<{ leverage: number | null } | null>(() => askFirst(terms));
  const capped = !terms.leverage_confirmed && terms.multiples.some((m) => m > terms.leverage_cap);
  return (
    <div className="field">
      <span className="field-label">{t('lever.form.leverage')}</span>
      <div className="lever-chips" role="radiogroup" aria-label={t('lever.form.leverage')}>
        {terms.multiples.map((m) => {
          const locked = needsConfirmation(terms, m);
          return (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={value === m}
              className={`${chipClass(value === m)}${locked ? ' lever-chip--locked' : ''}`}
              title={locked ? t('lever.form.leverageLocked', { n: m }) : undefined}
              onClick={() => (locked ? setRisk({ leverage: m }) : onChange(m))}
              data-testid={`leverage-${m}`}
            >
              {t('lever.multiple', { n: m })}
            </button>
          );
        })}
      </div>
      {capped ? (
        <p className="lever-hint" data-testid="leverage-cap">
          {t('lever.form.leverageCap', { cap: terms.leverage_cap })}{' '}
          <button type="button" className="lever-link" onClick={() => setRisk({ leverage: null })} data-testid="leverage-unlock">
            {t('lever.form.leverageUnlock')}
          </button>
        </p>
      ) : null}
      {error ? (
        <span className="field-error" role="alert" data-testid="leverage-error">
          {error}
        </span>
      ) : null}
      <RiskSheet
        open={risk !== null}
        cap={terms.leverage_cap}
        onConfirmed={() => {
          if (risk?.leverage) onChange(risk.leverage);
          setRisk(null);
        }}
        onClose={() => setRisk(null)}
      />
    </div>
  );
}
