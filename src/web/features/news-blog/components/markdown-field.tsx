import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, PenLine } from 'lucide-react';
import { MAX_NEWS_BODY_LENGTH } from '../../../../shared/domain/news/news';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { TabList, tabId, tabPanelId } from '../../../components/ui/tab-list';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { unwrapApiResult } from '../../../lib/query-client';
import { adminNewsKey, previewNewsMarkdown } from '../api/news-api';
import { ArticleBody } from './article-body';
import { TextareaField } from '../../../components/ui/textarea-field';

type TMarkdownTab = 'write' | 'preview';

export interface MarkdownFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | undefined;
}

/** The article's Markdown, with a preview rendered by the server exactly as the saved article will show it. */
export function MarkdownField({ value, onChange, error }: MarkdownFieldProps) {
  const { t } = useTranslation('news');
  const [tab, setTab] = useState<TMarkdownTab>('write');
  const idPrefix = 'news-body';
  const hasText = value.trim() !== '';
  const preview = useQuery({
    queryKey: [...adminNewsKey, 'preview', value] as const,
    queryFn: async ({ signal }) => unwrapApiResult(await previewNewsMarkdown(value, signal)),
    enabled: tab === 'preview' && hasText,
    staleTime: Infinity,
  });

  return (
    <div className="space-y-2">
      <TabList<TMarkdownTab>
        label={t('editor.tabs.label')}
        idPrefix={idPrefix}
        selected={tab}
        onChange={setTab}
        tabs={[
          { name: 'write', label: t('editor.tabs.write'), icon: PenLine },
          { name: 'preview', label: t('editor.tabs.preview'), icon: Eye },
        ]}
      />
      <div role="tabpanel" id={tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, tab)}>
        {tab === 'write' ? (
          <TextareaField
            isRequired
            isLengthCapped
            id="news-body-markdown"
            name="bodyMarkdown"
            label={t('editor.fields.bodyMarkdown')}
            hint={t('editor.fields.bodyHint')}
            value={value}
            onChange={onChange}
            error={error}
            maxLength={MAX_NEWS_BODY_LENGTH}
            rows={14}
            textareaClassName="font-mono text-sm"
          />
        ) : !hasText ? (
          <p className="text-sm text-slate-700">{t('editor.previewEmpty')}</p>
        ) : preview.data === undefined ? (
          <LoadStateNotice
            state={preview.isError ? { kind: 'error', message: preview.error.message } : { kind: 'loading' }}
            loadingText={t('editor.previewLoading')}
            failedText={t('editor.previewFailed')}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <ArticleBody
            html={preview.data.bodyHtml}
            className="min-h-40 rounded-md border border-slate-200 bg-white p-4"
          />
        )}
        {tab === 'preview' && error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
      </div>
    </div>
  );
}
