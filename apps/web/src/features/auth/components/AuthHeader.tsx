import { SiteBrand } from '../../../app/layout/SiteBrand';

/** The brand and a heading above the sign-in forms. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="auth-header">
      <SiteBrand size={40} />
      <h2 className="auth-title">{title}</h2>
      {subtitle ? <p className="hint">{subtitle}</p> : null}
    </div>
  );
}
