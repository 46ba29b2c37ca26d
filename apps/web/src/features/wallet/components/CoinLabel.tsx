import { CoinIcon } from '../../../components/CoinIcon';

/** A coin's icon, code and (optionally) name. */
export function CoinLabel({ code, name, size = 32 }: { code: string; name?: string; size?: number }) {
  return (
    <span className="coin-label">
      <CoinIcon code={code} size={size} />
      <span className="coin-label-text">
        <span className="coin-label-code">{code}</span>
        {name ? <span className="coin-label-name">{name}</span> : null}
      </span>
    </span>
  );
}
