import { useState } from 'react';

/** A coin or stock icon from /static/coins/<code>.svg, with a lettered disc when there is none. */
export function CoinIcon({ code, size = 28 }: { code: string; size?: number }) {
  const [missing, setMissing] = useState(false);
  const lower = code.toLowerCase();
  if (missing) {
    return (
      <span className="coin-fallback" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
        {code.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img src={`/static/coins/${lower}.svg`} width={size} height={size} alt="" onError={() => setMissing(true)} />;
}
