/** The network a deposit or address uses (ERC20, TRC20, BTC...), as a row of chips. */
export function NetworkPicker({
  label,
  networks,
  value,
  onChange,
}: {
  label: string;
  networks: readonly string[];
  value: string;
  onChange(network: string): void;
}) {
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <div className="chips" role="radiogroup" aria-label={label}>
        {networks.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === value}
            className={`chip${n === value ? ' chip--active' : ''}`}
            onClick={() => onChange(n)}
            data-testid={`network-${n}`}
          >
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}
