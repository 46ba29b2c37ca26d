/**
 * Banners (news/list c_id 5): a swipeable row that snaps to each banner and moves on by itself
 * every 5 s, pausing while the user touches or hovers it. Each banner opens its link.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { NewsItem } from '@bourse/contract';
import { openLink } from '../links';

const AUTO_ADVANCE_MS = 5000;

export function Banners({ items }: { items: NewsItem[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const scrollTo = (i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const current = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
      scrollTo((current + 1) % items.length);
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, items.length]);

  return (
    <section className="banners" aria-roledescription="carousel" aria-label={t('home.banners.label')}>
      <div
        className="banners-track"
        ref={track}
        onScroll={(event) => {
          const el = event.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
      >
        {items.map((item, i) => (
          <button
            type="button"
            key={item.id}
            className="banner"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => item.link && openLink(item.link, item.title)}
          >
            {item.cover ? <img src={item.cover} alt="" draggable={false} /> : null}
            <span className="banner-text">
              <span className="banner-title">{item.title}</span>
              <span className="banner-summary">{item.summary}</span>
            </span>
          </button>
        ))}
      </div>
      {items.length > 1 ? (
        <div className="banners-dots">
          {items.map((item, i) => (
            <button
              type="button"
              key={item.id}
              className={`banners-dot${i === index ? ' banners-dot--active' : ''}`}
              aria-label={t('home.banners.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => scrollTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
