/**
 * /open-location?address=...&lat=...&lng=...&name=...: an address (validated, see location.ts)
 * with the link that opens it in the device's map app, the same place on OpenStreetMap, and a
 * copy button. A link that is not valid says so, with the way home.
 */
import '../location.css';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { backHome } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { StateBlock } from '../../../components/states';
import { ICONS, StrokeIcon } from '../../../components/StrokeIcon';
import { copyText } from '../../../lib/clipboard';
import { isAppleDevice, mapAppLink, parsePlace, webMapLink, type Place } from '../location';

export default function OpenLocation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const place = parsePlace(params);
  return (
    <Page title={t('location.open.title')} name="open-location">
      {place ? (
        <PlaceCard place={place} />
      ) : (
        <StateBlock kind="error" title={t('location.open.invalid')} description={t('location.open.invalidHint')}>
          <Button color="primary" onClick={backHome} data-testid="back-home">
            {t('app.actions.backHome')}
          </Button>
        </StateBlock>
      )}
    </Page>
  );
}

function PlaceCard({ place }: { place: Place }) {
  const { t } = useTranslation();
  const coords = place.lat !== null && place.lng !== null ? `${place.lat}, ${place.lng}` : null;
  return (
    <section className="card location-card" data-testid="place">
      <span className="location-pin" aria-hidden="true">
        <StrokeIcon paths={ICONS.pin} size={28} />
      </span>
      {place.name ? <h2 className="location-name">{place.name}</h2> : null}
      {place.address ? (
        <address className="location-address" data-testid="place-address">
          {place.address}
        </address>
      ) : null}
      {coords ? (
        <p className="muted location-coords">
          {t('location.open.coordinates')}: <span data-testid="place-coords">{coords}</span>
        </p>
      ) : null}
      <div className="location-actions">
        <a className="adm-button adm-button-primary adm-button-block adm-button-large" href={mapAppLink(place, isAppleDevice())}>
          {t('location.open.openInMaps')}
        </a>
        <a className="location-web-link" href={webMapLink(place)} target="_blank" rel="noopener noreferrer">
          {t('location.open.openOnWeb')}
        </a>
        {place.address ? (
          <Button block fill="outline" onClick={() => void copyText(place.address, t)}>
            {t('location.open.copy')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
