import { cn } from '../../../lib/cn';

/** How the rendered Markdown reads: headings, paragraphs, lists, quotes, code, tables and images in the page's style. */
const bodyClasses = cn(
  'space-y-4 leading-relaxed text-slate-800 break-words',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-slate-900',
  '[&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-emerald-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_hr]:border-slate-200',
);

/**
 * The article's body as the server rendered it on save: Markdown without raw HTML, links and images only to
 * allowed addresses, every tag and attribute checked against an allow-list (modules/news/markdown). It is the
 * one place the page writes HTML it did not build itself.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(bodyClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
