/** A plain-text content page: contact us, about us, operational compliance. */
import '../content.css';
import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import { RichText } from '../../../components/RichText';
import { QueryView } from '../../../components/states';
import { useContentPage, type PageKeyword } from '../api';

interface ContentPageViewProps {
  keyword: PageKeyword;
  title: string;
  name: string;
  /** Shown above the body (e.g. the logo and version on About). */
  header?: ReactNode;
  /** Shown below the body. */
  footer?: ReactNode;
}

export function ContentPageView({ keyword, title, name, header, footer }: ContentPageViewProps) {
  const page = useContentPage(keyword);
  return (
    <Page title={title} name={name}>
      {header}
      <QueryView query={page}>
        {(data) => (
          <article className="content-page">
            <h2 className="content-page-title">{data.title}</h2>
            <RichText text={data.body} />
          </article>
        )}
      </QueryView>
      {footer}
    </Page>
  );
}
