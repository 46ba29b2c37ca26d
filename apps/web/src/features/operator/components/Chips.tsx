/** A row of choices as chips (one selected), labelled like a field. */
export function Chips<T extends string | number>(props: {
  label: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}) {
  return (
    <div className="field">
      <span className="field-label">{props.label}</span>
      <div className="console-chips" role="radiogroup" aria-label={props.label}>
        {props.options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={props.value === o.value}
            className={`console-chip${props.value === o.value ? ' console-chip--on' : ''}`}
            onClick={() => props.onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
