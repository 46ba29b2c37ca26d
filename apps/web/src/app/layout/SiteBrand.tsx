/** The site's logo and name from getSiteConfig (SPEC section 1). */
import { useSiteConfig } from '../site';

export function SiteBrand({ size = 28 }: { size?: number }) {
  const { data } = useSiteConfig();
  if (!data) return <span className="site-brand site-brand--pending" style={{ height: size }} aria-hidden="true" />;
  return (
    <span className="site-brand">
      <img className="site-brand-logo" src={data.site_logo} width={size} height={size} alt="" />
      <span className="site-brand-name">{data.site_name}</span>
    </span>
  );
}
