/**
 * User look-up, read-only: find by id, email or mobile; a user's balances per book and their latest
 * ledger postings. Nothing here changes a balance (corrections go through Adjustments).
 */
import { useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { QueryView } from '../../../components/states';
import { useUserDetail, useUsers, type UserDetail, type UserSummary } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useConsoleFormat } from '../format';

export default function Users() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const [text, setText] = useState(q);
  return (
    <ConsoleFrame section="users" title={t('operator.nav.users')}>
      <p className="hint">{t('operator.users.readOnly')}</p>
      <SearchBar
        className="console-search"
        placeholder={t('operator.users.search')}
        value={text}
        onChange={setText}
        onSearch={(value) => setParams({ q: value.trim() }, { replace: true })}
        onClear={() => setParams({}, { replace: true })}
        data-testid="users-search"
      />
      <div className="console-split">
        <UserList q={q} selected={id} onPick={(userId) => setParams({ ...(q ? { q } : {}), id: String(userId) }, { replace: true })} />
        {id !== null ? <UserPanel id={id} /> : null}
      </div>
    </ConsoleFrame>
  );
}

function UserList({ q, selected, onPick }: { q: string; selected: number | null; onPick(id: number): void }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const query = useUsers(q);
  return (
    <QueryView query={query} empty={<p className="muted console-empty">{t('operator.users.none')}</p>}>
      {(users: UserSummary[]) => (
        <ul className="console-list console-users" data-testid="users-list">
          {users.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                className={`card console-user${u.id === selected ? ' console-user--on' : ''}`}
                onClick={() => onPick(u.id)}
                data-testid={`user-${u.id}`}
              >
                <span className="console-item-id">#{u.id}</span>
                <span className="break">{u.email ?? (u.mobile ? `+${u.area_code ?? ''} ${u.mobile}` : '--')}</span>
                <span className="muted">{f.time(u.created_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function UserPanel({ id }: { id: number }) {
  const query = useUserDetail(id);
  return (
    <section className="card console-panel console-user-panel" data-testid="user-detail">
      <QueryView query={query} isEmpty={() => false}>
        {(detail) => <UserFacts detail={detail} />}
      </QueryView>
    </section>
  );
}

function UserFacts({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const held = detail.balances.filter((b) => b.available !== '0' || b.frozen !== '0');
  return (
    <>
      <h2 className="section-title">{t('operator.users.title', { id: detail.user.id })}</h2>
      <dl className="console-facts">
        <dt>{t('operator.users.email')}</dt>
        <dd className="break">{detail.user.email ?? '--'}</dd>
        <dt>{t('operator.users.mobile')}</dt>
        <dd>{detail.user.mobile ? `+${detail.user.area_code ?? ''} ${detail.user.mobile}` : '--'}</dd>
        <dt>{t('operator.users.status')}</dt>
        <dd>{detail.user.status}</dd>
      </dl>
      <h3 className="console-subtitle">{t('operator.users.balances')}</h3>
      {held.length === 0 ? (
        <p className="muted">{t('operator.users.noBalances')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="user-balances">
            <thead>
              <tr>
                <th>{t('operator.fields.currency')}</th>
                <th>{t('operator.fields.book')}</th>
                <th className="num">{t('operator.users.available')}</th>
                <th className="num">{t('operator.users.frozen')}</th>
              </tr>
            </thead>
            <tbody>
              {held.map((b) => (
                <tr key={`${b.currency}-${b.book}`} data-testid={`balance-${b.currency}-${b.book}`}>
                  <td>{b.currency}</td>
                  <td>{t(`operator.books.${b.book}`, { defaultValue: b.book })}</td>
                  <td className="num">{f.amount(b.available)}</td>
                  <td className="num">{f.amount(b.frozen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="console-subtitle">{t('operator.users.entries')}</h3>
      {detail.entries.length === 0 ? (
        <p className="muted">{t('operator.users.noEntries')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="user-entries">
            <thead>
              <tr>
                <th>{t('operator.fields.time')}</th>
                <th>{t('operator.users.kind')}</th>
                <th>{t('operator.fields.currency')}</th>
                <th>{t('operator.fields.book')}</th>
                <th className="num">{t('operator.users.change')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.entries.map((e) => (
                <tr key={e.id}>
                  <td>{f.time(e.created_at)}</td>
                  <td>{e.kind}</td>
                  <td>{e.currency}</td>
                  <td>
                    {t(`operator.books.${e.book}`, { defaultValue: e.book })}
                    {e.bucket === 'frozen' ? ` (${t('operator.users.frozen')})` : ''}
                  </td>
                  <td className="num">{f.change(e.change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
