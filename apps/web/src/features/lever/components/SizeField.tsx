/**
 * The size of an opening (issue 13): in lots, in the coin or in USDT (a switch beside the amount),
 * with the whole lots it makes under it, rounded down and said so. The server only ever receives
 * lots. Switching the unit keeps the size: what was typed is rewritten in the new unit.
 */
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { DecimalField } from '../../../components/form/DecimalField';
import { useLeverFormat } from '../format';
import { draftLots, referencePrice, type OpenDraft } from '../maths';
import { qtyOfLots, SIZE_DECIMALS, SIZE_UNITS, sizeText, type SizeUnit } from '../sizing';

interface SizeFieldProps {
  terms: LeverTerms;
  draft: OpenDraft;
  quoteScale: number;
  /** A new size as typed, in a unit (the same or another). */
  onChange(text: string, unit: SizeUnit): void;
  error: string | undefined;
}

export function SizeField({ terms, draft, quoteScale, onChange, error }: SizeFieldProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const base = terms.symbol.split('/')[0] ?? '';
  const quote = terms.margin_currency;
  const unit = draft.unit ?? 'lots';
  const names: Record<SizeUnit, string> = { lots: t('lever.form.lots'), coin: base, quote };
  const size = draftLots(terms, draft, quoteScale);
  const price = referencePrice(terms, draft);

  const pick = (next: SizeUnit) => {
    if (next === unit) return;
    onChange(size.ok ? sizeText(terms, { lots: size.lots, unit: next }, price, quoteScale) : '', next);
  };

  const switcher = (
    <div className="lever-units" role="radiogroup" aria-label={t('lever.form.sizeIn')}>
      {SIZE_UNITS.map((u) => (
        <button
          key={u}
          type="button"
          role="radio"
          aria-checked={u === unit}
          className={`lever-unit${u === unit ? ' lever-unit--active' : ''}`}
          onClick={() => pick(u)}
          data-testid={`size-unit-${u}`}
        >
          {names[u]}
        </button>
      ))}
    </div>
  );

  const limits = t('lever.form.lotsHint', { size: f.plain(terms.contract_size), base, min: terms.min_lots, max: terms.max_lots });
  const becomes =
    unit === 'lots' ? null : size.ok ? (
      <span data-testid="size-lots">{t('lever.form.sizeLots', { count: size.lots, qty: f.plain(qtyOfLots(terms, size.lots)), base })}</span>
    ) : !size.ok && size.reason === 'price' ? (
      <span data-testid="size-lots">{t('lever.form.sizeNoPrice')}</span>
    ) : null;

  return (
    <DecimalField
      id="lots"
      label={unit === 'lots' ? t('lever.form.lots') : `${t('lever.form.size')} (${names[unit]})`}
      value={draft.lots}
      onChange={(v) => onChange(v, unit)}
      decimals={SIZE_DECIMALS[unit]}
      placeholder={t(`lever.form.sizePlaceholder.${unit}`, { base, quote })}
      error={error}
      after={switcher}
      className="lever-size"
      hint={
        <>
          {becomes}
          {becomes ? <br /> : null}
          {unit === 'quote' ? t('lever.form.sizeQuoteNote') : limits}
        </>
      }
    />
  );
}
