import { useFiatFormatter } from '../app/fiat-format';

/** "≈ €11.50": a USD amount in the user's default fiat. */
export function FiatValue({ usd, approx = true }: { usd: string; approx?: boolean }) {
  const format = useFiatFormatter();
  return (
    <span className="fiat-value" data-testid="fiat-value">
      {approx ? '≈ ' : ''}
      {format(usd)}
    </span>
  );
}
