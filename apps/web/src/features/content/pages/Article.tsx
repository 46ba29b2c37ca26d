/** One article (news/detail), opened from the news list as #/pages/common/article?id=N. */
import '../content.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { RichText } from '../../../components/RichText';
import { EmptyState, QueryView } from '../../../components/states';
import { useLocale } from '../../../lib/use-locale';
import { useArticle } from '../api';

export default function Article() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const article = useArticle(id);
  return (
    <Page title={t('content.article.title')} name="article">
      {id === undefined ? (
        <EmptyState title={t('content.article.missing')} />
      ) : (
        <QueryView query={article}>
          {(item) => (
            <article className="article">
              <h2 className="article-title">{item.title}</h2>
              <time className="muted" dateTime={item.created_at}>
                {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(item.created_at))}
              </time>
              {item.cover ? <img className="article-cover" src={item.cover} alt="" /> : null}
              <RichText text={item.body} />
            </article>
          )}
        </QueryView>
      )}
    </Page>
  );
}
