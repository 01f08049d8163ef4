import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { useSession } from '../../../lib/session/session-context';
import { ArticleEditor } from '../components/article-editor';
import { ArticleView } from '../components/article-view';
import { NewsListView } from '../components/news-list-view';

/**
 * /dashboard/news-blog (issue 22): the news list (`?article=<id>` opens one, which marks it read); an admin also
 * writes and edits articles (`?edit=new`, `?edit=<id>`).
 */
export default function NewsBlogPage() {
  // The page's words before its first render (the area's own catalog is named news, not newsBlog).
  useTranslation(['news', 'records']);
  const [params] = useSearchParams();
  const { state } = useSession();
  const isAdmin = (state.phase === 'signed-in' || state.phase === 'offline') && state.status.isAdmin;
  const edited = params.get('edit');
  const articleId = params.get('article');
  if (isAdmin && edited !== null) return <ArticleEditor id={edited === 'new' ? null : edited} />;
  if (articleId) return <ArticleView key={articleId} id={articleId} />;
  return <NewsListView isAdmin={isAdmin} />;
}
