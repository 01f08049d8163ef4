import { useQuery } from '@tanstack/react-query';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BackToListLink } from './back-to-list-link';
import { adminNewsArticleQuery } from '../api/news-api';
import { ArticleForm } from './article-form';

function EditedArticle({ id }: { id: string }) {
  const { t } = useTranslation('news');
  const article = useQuery(adminNewsArticleQuery(id));
  if (article.data === undefined) {
    return (
      <LoadStateNotice
        state={article.isError ? { kind: 'error', message: article.error.message } : { kind: 'loading' }}
        loadingText={t('editor.loading')}
        failedText={t('editor.loadFailed')}
        onRetry={() => void article.refetch()}
        size="md"
      />
    );
  }
  return <ArticleForm key={article.data.id} article={article.data} />;
}

/** The admin's editor: a new article (`?edit=new`) or one of theirs (`?edit=<id>`). */
export function ArticleEditor({ id }: { id: string | null }) {
  const { t } = useTranslation('news');
  return (
    <RecordsPageLayout isNarrow>
      <BackToListLink label={t('editor.back')} />
      <RecordsPageHeader title={t(id === null ? 'editor.newTitle' : 'editor.editTitle')} />
      {id === null ? <ArticleForm key="new" article={null} /> : <EditedArticle id={id} />}
    </RecordsPageLayout>
  );
}
