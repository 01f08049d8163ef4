import { useTranslation } from '../../lib/i18n/use-translation';

interface PageMetaProps {
  /** i18n key prefix, e.g. "home" reads meta:home.title, .description, .keywords. */
  page: string;
  /** Catalog holding the page's texts: "meta" for public pages, "pages" for dashboard pages. */
  namespace?: 'meta' | 'pages';
}

/**
 * Sets the document title (with the product suffix), description and keywords for the current page.
 * React 19 hoists <title> and <meta> into <head>.
 */
export function PageMeta({ page, namespace = 'meta' }: PageMetaProps) {
  const { t } = useTranslation(['meta', namespace]);
  const title = t(`${namespace}:${page}.title`, { defaultValue: t('meta:default.title') });
  const description = t(`${namespace}:${page}.description`, { defaultValue: t('meta:default.description') });
  const keywords = t(`${namespace}:${page}.keywords`, { defaultValue: t('meta:default.keywords') });
  return (
    <>
      <title>{`${title} | ${t('meta:suffix')}`}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
    </>
  );
}
