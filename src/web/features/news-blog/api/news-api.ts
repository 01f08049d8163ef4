import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TAdminNewsArticle,
  TAdminNewsArticleList,
  TNewsArticle,
  TNewsArticlePage,
  TNewsArticleWriteRequest,
  TNewsFeedItemList,
  TNewsPreview,
} from '../../../../shared/contracts/news';
import type { TNewsCategory } from '../../../../shared/domain/news/news';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { readCached } from '../../../lib/offline/read-with-pending';
import { unwrapApiResult } from '../../../lib/query-client';

export const newsKey = ['news'] as const;
export const newsArticlesKey = [...newsKey, 'articles'] as const;
export const adminNewsKey = [...newsKey, 'admin'] as const;

export const NEWS_PAGE_SIZE = 12;

/** What an admin's write changes: every news read and the sidebar's unread counter. */
export const newsWriteKeys = [newsKey, notificationCountersQueryKey] as const;

export interface NewsFilters {
  category: TNewsCategory | '';
  q: string;
  page: number;
}

/** One page of the published articles with the user's read markers; offline, the copy last seen. */
export function newsArticlesQuery(filters: NewsFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(NEWS_PAGE_SIZE) });
  if (filters.category) params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return queryOptions({
    queryKey: [...newsArticlesKey, filters.category, filters.q.trim(), filters.page] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TNewsArticlePage>(`/api/news/articles?${params.toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

/** An article opened: the server marks it read (the lists are read again once it is there). */
export function newsArticleQuery(id: string) {
  return queryOptions({
    queryKey: [...newsKey, 'article', id] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TNewsArticle>(`/api/news/articles/${encodeURIComponent(id)}`, { signal }),
      ),
    networkMode: 'always',
  });
}

export const newsFeedItemsQuery = queryOptions({
  queryKey: [...newsKey, 'feed-items'] as const,
  queryFn: ({ signal, queryKey }) =>
    readCached(queryKey, () => apiRequest<TNewsFeedItemList>('/api/news/feed-items', { signal })),
  networkMode: 'always',
});

/** Every article with the drafts and scheduled ones (admins only). */
export const adminNewsArticlesQuery = queryOptions({
  queryKey: [...adminNewsKey, 'articles'] as const,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<TAdminNewsArticleList>('/api/admin/news/articles', { signal })),
});

export function adminNewsArticleQuery(id: string) {
  return queryOptions({
    queryKey: [...adminNewsKey, 'article', id] as const,
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<TAdminNewsArticle>(`/api/admin/news/articles/${encodeURIComponent(id)}`, { signal }),
      ),
  });
}

export function saveNewsArticle(
  id: string | null,
  body: TNewsArticleWriteRequest,
): Promise<TApiResult<TAdminNewsArticle>> {
  return id === null
    ? apiRequest<TAdminNewsArticle>('/api/admin/news/articles', { method: 'POST', body })
    : apiRequest<TAdminNewsArticle>(`/api/admin/news/articles/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      });
}

export function deleteNewsArticle(id: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>(`/api/admin/news/articles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The cover as its bytes (the server reads the type from them). */
export function uploadNewsCover(id: string, file: File): Promise<TApiResult<TAdminNewsArticle>> {
  return apiRequest<TAdminNewsArticle>(`/api/admin/news/articles/${encodeURIComponent(id)}/cover`, {
    method: 'PUT',
    file,
    fileType: 'application/octet-stream',
  });
}

export function removeNewsCover(id: string): Promise<TApiResult<TAdminNewsArticle>> {
  return apiRequest<TAdminNewsArticle>(`/api/admin/news/articles/${encodeURIComponent(id)}/cover`, {
    method: 'DELETE',
  });
}

/** The Markdown as the saved article will show it, rendered by the server. */
export function previewNewsMarkdown(
  bodyMarkdown: string,
  signal?: AbortSignal,
): Promise<TApiResult<TNewsPreview>> {
  return apiRequest<TNewsPreview>('/api/admin/news/preview', {
    method: 'POST',
    body: { bodyMarkdown },
    ...(signal ? { signal } : {}),
  });
}

export const NEWS_RSS_URL = '/api/news/rss.xml';
