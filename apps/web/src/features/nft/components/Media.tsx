/**
 * An artwork's media, played on the page: images and animations as pictures, audio and video with
 * the browser's own controls (artworkDetail_video). An unopened blind box shows its cover.
 */
import { useTranslation } from '../../../app/i18n';
import type { NftArtwork } from '@bourse/contract';

export function Media({
  art,
  thumb = false,
}: {
  art: Pick<NftArtwork, 'type' | 'media' | 'cover' | 'title' | 'is_box' | 'opened'>;
  thumb?: boolean;
}) {
  const { t } = useTranslation();
  const sealed = art.is_box && !art.opened;
  const picture = sealed ? art.cover : art.type === 'image' || art.type === 'gif' ? art.media : art.cover;
  if (thumb || sealed || art.type === 'image' || art.type === 'gif') {
    return (
      <div className={`nft-media${thumb ? ' nft-media--thumb' : ''}`} data-testid="nft-media">
        {picture ? (
          <img src={picture} alt={art.title} loading="lazy" />
        ) : (
          <span className="nft-media-kind">{t(`nft.type.${art.type}`)}</span>
        )}
        {sealed ? <span className="nft-media-badge">{t('nft.box.sealed')}</span> : null}
        {thumb && (art.type === 'audio' || art.type === 'video') ? (
          <span className="nft-media-badge">{t(`nft.type.${art.type}`)}</span>
        ) : null}
      </div>
    );
  }
  if (art.type === 'audio') {
    return (
      <div className="nft-media nft-media--audio" data-testid="nft-media">
        {art.cover ? <img src={art.cover} alt={art.title} /> : null}
        <audio controls preload="metadata" src={art.media ?? undefined} aria-label={art.title} data-testid="nft-audio" />
      </div>
    );
  }
  return (
    <div className="nft-media nft-media--video" data-testid="nft-media">
      <video
        controls
        playsInline
        preload="metadata"
        poster={art.cover ?? undefined}
        src={art.media ?? undefined}
        aria-label={art.title}
        data-testid="nft-video"
      />
    </div>
  );
}
