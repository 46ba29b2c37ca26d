/** News (news/list c_id 4), newest first, ten at a time, each opening the article page. */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { useTimeAgo } from '../../../lib/use-time-ago';
import { useNews } from '../api';

export function NewsList() {
  const { t } = useTranslation();
  const news = useNews();
  const ago = useTimeAgo();
  if (news.isPending) return <DelayedLoading delayMs={200} />;
  if (news.isError && !news.data) return <ErrorState onRetry={() => void news.refetch()} />;
  const items = news.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState title={t('home.news.empty')} />;
  return (
    <>
      <List className="news-list">
        {items.map((item) => (
          <List.Item
            key={item.id}
            onClick={() => go(`/pages/common/article?id=${item.id}`)}
            description={<span className="news-summary">{item.summary}</span>}
            extra={<time dateTime={item.created_at}>{ago(item.created_at)}</time>}
            arrowIcon={false}
            data-testid="news-item"
          >
            <span className="news-title">{item.title}</span>
          </List.Item>
        ))}
      </List>
      <div className="news-footer">
        {news.hasNextPage ? (
          <Button size="small" fill="none" color="primary" loading={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
            {t('app.states.loadMore')}
          </Button>
        ) : (
          <span className="muted">{t('app.states.noMore')}</span>
        )}
      </div>
    </>
  );
}
