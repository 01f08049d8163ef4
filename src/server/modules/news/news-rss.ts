// The RSS 2.0 feed of the published articles (issue 22): every text escaped for XML (and stripped of the control
// characters XML 1.0 cannot hold), links absolute from the base the caller worked out (never a foreign Host).
import type { TNewsCategory } from '../../../shared/domain/news/news.js';
import type { TFunction } from '../../../shared/i18n/translate.js';

export interface RssArticle {
  id: string;
  title: string;
  summary: string;
  category: TNewsCategory;
  publishedAt: Date;
}

/** Text as XML content or attribute value. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** The page of an article in the app. */
export function articlePageUrl(base: string, id: string): string {
  return `${base}/dashboard/news-blog?article=${encodeURIComponent(id)}`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function buildRssFeed(options: {
  base: string;
  language: string;
  t: TFunction;
  articles: readonly RssArticle[];
  now: Date;
}): string {
  const { base, language, t, articles, now } = options;
  const lastBuild = articles[0]?.publishedAt ?? now;
  const items = articles.map((article) =>
    [
      '<item>',
      element('title', article.title),
      element('link', articlePageUrl(base, article.id)),
      `<guid isPermaLink="false">${escapeXml(`methapilot-news-${article.id}`)}</guid>`,
      element('pubDate', article.publishedAt.toUTCString()),
      element('category', t(`news:categories.${article.category}`)),
      element('description', article.summary),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', t('news:rss.title')),
    element('link', `${base}/dashboard/news-blog`),
    element('description', t('news:rss.description')),
    element('language', language),
    element('lastBuildDate', lastBuild.toUTCString()),
    `<atom:link href="${escapeXml(`${base}/api/news/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
