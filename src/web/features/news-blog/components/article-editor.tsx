import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
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
      <Link
        to={{ search: '' }}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('editor.back')}
      </Link>
      <RecordsPageHeader title={t(id === null ? 'editor.newTitle' : 'editor.editTitle')} />
      {id === null ? <ArticleForm key="new" article={null} /> : <EditedArticle id={id} />}
    </RecordsPageLayout>
  );
}
