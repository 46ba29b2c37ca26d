/**
 * The NFT market in the console (issue 17): make a user with Lv1 verification an artist, mint an
 * artwork with its first sale (fixed price or auction), and mint a blind-box series from its items
 * and counts. The server makes each series' seed and publishes its commitment; no form here can
 * set a seed, a box's content, a bid or a buyer. Every mint is in the audit log.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { OPERATOR } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { addArtist, mintArtwork, mintSeries, uploadNftMedia, useNftArtists, useNftSeries } from '../nft-api';

const DAY = 24 * 60 * 60 * 1000;
const MEDIA_TYPES = ['image', 'gif', 'audio', 'video'] as const;
type MediaType = (typeof MEDIA_TYPES)[number];

export default function Nft() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="nft" title={t('operator.nav.nft')}>
      <p className="hint">{t('operator.nft.intro')}</p>
      <div className="console-split console-split--even">
        <ArtistForm />
        <Artists />
      </div>
      <div className="console-split console-split--even">
        <MintForm />
        <SeriesForm />
      </div>
      <SeriesTable />
    </ConsoleFrame>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] === OPERATOR && String(q.queryKey[1]).startsWith('nft') });
}

async function run(work: () => Promise<unknown>, done: string, after: () => unknown): Promise<void> {
  try {
    await work();
    void toast(done, 'success');
    await after();
  } catch {
    // The wrapper has shown the server's reason.
  }
}

function MediaPicker({ id, label, onPath }: { id: string; label: string; onPath(path: string): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*,audio/*,video/*"
        data-testid={id}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          try {
            onPath(await uploadNftMedia(file));
            setName(file.name);
          } catch {
            // The wrapper has shown why the file was refused.
          }
        }}
      />
      {name ? <small className="muted">{t('operator.nft.uploaded', { name })}</small> : null}
    </div>
  );
}

function ArtistForm() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const [intro, setIntro] = useState('');
  return (
    <section className="console-section card console-panel">
      <h2 className="section-title">{t('operator.nft.artistTitle')}</h2>
      <Field id="nft-artist-user" label={t('operator.nft.userId')} value={userId} onChange={setUserId} inputMode="numeric" />
      <Field id="nft-artist-name" label={t('operator.nft.name')} value={name} onChange={setName} />
      <Field id="nft-artist-intro" label={t('operator.nft.intro2')} value={intro} onChange={setIntro} />
      <Button
        color="primary"
        onClick={() => run(() => addArtist({ user_id: userId, name, ...(intro ? { intro } : {}) }), t('operator.nft.artistDone'), refresh)}
        data-testid="nft-add-artist"
      >
        {t('operator.nft.artistAction')}
      </Button>
    </section>
  );
}

function Artists() {
  const { t } = useTranslation();
  const artists = useNftArtists();
  return (
    <section className="console-section">
      <h2 className="section-title">{t('operator.nft.artists')}</h2>
      <QueryView query={artists}>
        {(p) => (
          <ul className="console-list">
            {p.data.map((a) => (
              <li key={a.id}>
                #{a.id} {a.name} · {t('operator.nft.artistStats', { works: a.works, sold: a.sold, fans: a.fans })}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function MintForm() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [v, setV] = useState({
    artist_id: '',
    title: '',
    type: 'image' as MediaType,
    media: '',
    pay_type: 'fixed' as 'fixed' | 'auction',
    price: '',
    per_increase: '',
    margin: '',
    days: '7',
  });
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const submit = () => {
    const now = Date.now();
    const auction = v.pay_type === 'auction';
    const input = {
      artist_id: v.artist_id,
      title: v.title,
      type: v.type,
      media: v.media,
      pay_type: v.pay_type,
      price: v.price,
      start_time: now,
      end_time: now + Number(v.days || '0') * DAY,
      ...(auction ? { per_increase: v.per_increase, margin: v.margin } : {}),
    };
    return run(() => mintArtwork(input), t('operator.nft.mintDone'), refresh);
  };
  return (
    <section className="console-section card console-panel" data-testid="nft-mint">
      <h2 className="section-title">{t('operator.nft.mintTitle')}</h2>
      <Field id="nft-mint-artist" label={t('operator.nft.artistId')} value={v.artist_id} onChange={set('artist_id')} inputMode="numeric" />
      <Field id="nft-mint-title" label={t('operator.nft.title')} value={v.title} onChange={set('title')} />
      <Choice
        id="nft-mint-type"
        label={t('operator.nft.type')}
        value={v.type}
        options={MEDIA_TYPES}
        onChange={set('type')}
        text={(o) => t(`nft.type.${o}`)}
      />
      <MediaPicker id="nft-mint-media" label={t('operator.nft.media')} onPath={set('media')} />
      <Choice
        id="nft-mint-pay"
        label={t('operator.nft.payType')}
        value={v.pay_type}
        options={['fixed', 'auction'] as const}
        onChange={set('pay_type')}
        text={(o) => t(`nft.payType.${o}`)}
      />
      <Field id="nft-mint-price" label={t('operator.nft.price')} value={v.price} onChange={set('price')} after="USDT" />
      {v.pay_type === 'auction' ? (
        <>
          <Field
            id="nft-mint-inc"
            label={t('nft.listing.perIncrease')}
            value={v.per_increase}
            onChange={set('per_increase')}
            after="USDT"
          />
          <Field id="nft-mint-margin" label={t('nft.listing.margin')} value={v.margin} onChange={set('margin')} after="USDT" />
        </>
      ) : null}
      <Field id="nft-mint-days" label={t('operator.nft.days')} value={v.days} onChange={set('days')} inputMode="numeric" />
      <Button color="primary" onClick={submit} data-testid="nft-mint-submit">
        {t('operator.nft.mintAction')}
      </Button>
    </section>
  );
}

function Choice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  text,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange(v: string): void;
  text(o: T): string;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ItemDraft {
  name: string;
  rarity: string;
  count: string;
  media: string;
}

function SeriesForm() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [v, setV] = useState({ artist_id: '', name: '', cover: '', price: '', days: '7' });
  const [items, setItems] = useState<ItemDraft[]>([{ name: '', rarity: 'N', count: '10', media: '' }]);
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const setItem = (i: number, k: keyof ItemDraft) => (value: string) =>
    setItems((old) => old.map((it, j) => (j === i ? { ...it, [k]: value } : it)));
  const submit = () => {
    const now = Date.now();
    const input = {
      ...v,
      start_time: now,
      end_time: now + Number(v.days || '0') * DAY,
      items: items.map((i) => ({ name: i.name, rarity: i.rarity, count: i.count, type: 'image' as const, media: i.media })),
    };
    delete (input as { days?: string }).days;
    return run(() => mintSeries(input), t('operator.nft.seriesDone'), refresh);
  };
  return (
    <section className="console-section card console-panel" data-testid="nft-series-form">
      <h2 className="section-title">{t('operator.nft.seriesTitle')}</h2>
      <p className="hint">{t('operator.nft.seriesHint')}</p>
      <Field
        id="nft-series-artist"
        label={t('operator.nft.artistId')}
        value={v.artist_id}
        onChange={set('artist_id')}
        inputMode="numeric"
      />
      <Field id="nft-series-name" label={t('operator.nft.name')} value={v.name} onChange={set('name')} />
      <MediaPicker id="nft-series-cover" label={t('operator.nft.cover')} onPath={set('cover')} />
      <Field id="nft-series-price" label={t('operator.nft.price')} value={v.price} onChange={set('price')} after="USDT" />
      <Field id="nft-series-days" label={t('operator.nft.days')} value={v.days} onChange={set('days')} inputMode="numeric" />
      {items.map((it, i) => (
        <fieldset key={i} className="console-fieldset">
          <legend>{t('operator.nft.item', { n: i + 1 })}</legend>
          <Field id={`nft-item-name-${i}`} label={t('operator.nft.name')} value={it.name} onChange={setItem(i, 'name')} />
          <Field id={`nft-item-rarity-${i}`} label={t('nft.detail.rarity')} value={it.rarity} onChange={setItem(i, 'rarity')} />
          <Field
            id={`nft-item-count-${i}`}
            label={t('operator.nft.count')}
            value={it.count}
            onChange={setItem(i, 'count')}
            inputMode="numeric"
          />
          <MediaPicker id={`nft-item-media-${i}`} label={t('operator.nft.media')} onPath={setItem(i, 'media')} />
        </fieldset>
      ))}
      <div className="console-actions">
        <Button onClick={() => setItems((old) => [...old, { name: '', rarity: 'R', count: '1', media: '' }])}>
          {t('operator.nft.addItem')}
        </Button>
        <Button color="primary" onClick={submit} data-testid="nft-series-submit">
          {t('operator.nft.seriesAction')}
        </Button>
      </div>
    </section>
  );
}

function SeriesTable() {
  const { t } = useTranslation();
  const series = useNftSeries();
  return (
    <section className="console-section">
      <h2 className="section-title">{t('operator.nft.seriesList')}</h2>
      <QueryView query={series}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t('operator.nft.code')}</th>
                  <th>{t('operator.nft.name')}</th>
                  <th className="num">{t('operator.nft.sold')}</th>
                  <th>{t('nft.fair.commitment')}</th>
                  <th>{t('nft.fair.seed')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td className="mono">{s.code}</td>
                    <td>{s.name}</td>
                    <td className="num">
                      {s.sold_count}/{s.box_count}
                    </td>
                    <td className="mono">{s.commitment.slice(0, 16)}…</td>
                    <td className="mono">{s.seed ? `${s.seed.slice(0, 16)}…` : t('operator.nft.sealed')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
