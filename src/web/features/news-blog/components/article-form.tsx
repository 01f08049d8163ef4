import { useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAdminNewsArticle } from '../../../../shared/contracts/news';
import {
  MAX_NEWS_SUMMARY_LENGTH,
  MAX_NEWS_TITLE_LENGTH,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  type TNewsCategory,
  type TNewsStatus,
} from '../../../../shared/domain/news/news';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { navigateTo } from '../../../lib/router/browser-history';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { newsWriteKeys, removeNewsCover, saveNewsArticle, uploadNewsCover } from '../api/news-api';
import { instantOf, localDateAndTime } from '../lib/news-format';
import { CoverField } from './cover-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { MarkdownField } from './markdown-field';

interface Values {
  title: string;
  summary: string;
  category: TNewsCategory;
  bodyMarkdown: string;
  status: TNewsStatus;
  date: string;
  time: string;
}

function valuesOf(article: TAdminNewsArticle | null): Values {
  const { date, time } = localDateAndTime(article?.publishedAt ?? null);
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    category: article?.category ?? 'methapilot',
    bodyMarkdown: article?.bodyMarkdown ?? '',
    status: article?.status ?? 'draft',
    date,
    time,
  };
}

/** The admin's form of an article (new, or one to edit): texts, category, Markdown body, status, date, cover. */
export function ArticleForm({ article }: { article: TAdminNewsArticle | null }) {
  const { t } = useTranslation(['news', 'records']);
  const queryClient = useQueryClient();
  const { isOnline } = useOfflineStatus();
  const [values, setValues] = useState<Values>(() => valuesOf(article));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [coverUrl, setCoverUrl] = useState(article?.coverUrl ?? null);
  const [isSaving, setIsSaving] = useState(false);

  const change = (event: { target: { name: string; value: string } }) => {
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  };

  const removeCover = async () => {
    if (!article) return;
    setIsSaving(true);
    const result = await removeNewsCover(article.id);
    setIsSaving(false);
    if (!result.ok) {
      setErrors((current) => ({ ...current, cover: result.message }));
      return;
    }
    setCoverUrl(null);
    void toast.success(t('editor.coverRemoved'));
    for (const queryKey of newsWriteKeys) void queryClient.invalidateQueries({ queryKey });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isOnline) {
      setNotice(t('editor.offline'));
      return;
    }
    setIsSaving(true);
    setNotice(null);
    const saved = await saveNewsArticle(article?.id ?? null, {
      title: values.title,
      summary: values.summary,
      category: values.category,
      bodyMarkdown: values.bodyMarkdown,
      status: values.status,
      publishedAt: instantOf(values.date, values.time),
    });
    if (!saved.ok) {
      setIsSaving(false);
      const { publishedAt, ...fields } = saved.fields;
      setErrors(publishedAt ? { ...fields, date: publishedAt } : fields);
      if (Object.keys(saved.fields).length === 0) setNotice(saved.message);
      return;
    }
    setErrors({});
    for (const queryKey of newsWriteKeys) void queryClient.invalidateQueries({ queryKey });
    if (cover) {
      const uploaded = await uploadNewsCover(saved.data.id, cover);
      if (!uploaded.ok) {
        setIsSaving(false);
        void toast.error(t('editor.coverFailed', { reason: uploaded.message }));
        setErrors({ cover: uploaded.message });
        // The article is saved: the form now edits it, the cover can be sent again.
        if (!article) navigateTo({ search: `?edit=${encodeURIComponent(saved.data.id)}` }, { replace: true });
        return;
      }
    }
    setIsSaving(false);
    void toast.success(t(article ? 'editor.saved' : 'editor.created'));
    navigateTo({ search: '' });
  };

  const field = (name: 'title' | 'time') => ({
    id: `news-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: change,
  });

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...field('title')} label={t('editor.fields.title')} maxLength={MAX_NEWS_TITLE_LENGTH} />
      <TextareaField
        isRequired
        isLengthCapped
        id="news-summary"
        name="summary"
        label={t('editor.fields.summary')}
        hint={t('editor.fields.summaryHint')}
        value={values.summary}
        onChange={change}
        error={errors.summary}
        maxLength={MAX_NEWS_SUMMARY_LENGTH}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="news-category"
          name="category"
          label={t('editor.fields.category')}
          value={values.category}
          options={NEWS_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          onChange={change}
          error={errors.category}
        />
        <SelectField
          id="news-status"
          name="status"
          label={t('editor.fields.status')}
          value={values.status}
          options={NEWS_STATUSES.map((value) => ({ value, label: t(`editor.statuses.${value}`) }))}
          onChange={change}
          error={errors.status}
        />
        <DateField
          id="news-date"
          name="date"
          label={t('editor.fields.publishedAt')}
          hint={t('editor.fields.publishedAtHint')}
          optionalText={t('records:form.optional')}
          value={values.date}
          onChange={change}
          error={errors.date}
        />
        <TextField
          {...field('time')}
          type="time"
          label={t('editor.fields.publishedTime')}
          optionalText={t('records:form.optional')}
        />
      </div>
      <MarkdownField value={values.bodyMarkdown} onChange={change} error={errors.bodyMarkdown} />
      <CoverField
        currentUrl={coverUrl}
        chosen={cover}
        onChoose={setCover}
        onRemove={() => void removeCover()}
        isBusy={isSaving}
        error={errors.cover}
      />
      {notice && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('editor.saving') : t('editor.save')}
        </Button>
        <Link to={{ search: '' }} className={buttonClasses('secondary', 'md')}>
          {t('editor.cancel')}
        </Link>
      </div>
    </form>
  );
}
