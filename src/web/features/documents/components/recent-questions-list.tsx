import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAskedQuestion } from '../lib/recent-questions';

/** The last questions of this visit: one tap shows its answer again (nothing is asked again). */
export function RecentQuestionsList({
  questions,
  shownId,
  onShow,
}: {
  questions: readonly TAskedQuestion[];
  shownId: number | null;
  onShow: (asked: TAskedQuestion) => void;
}) {
  const { t } = useTranslation('documents');
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="recent-questions-title" className="space-y-2">
      <h2
        id="recent-questions-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <History className="h-4 w-4" aria-hidden="true" />
        {t('ask.recentTitle')}
      </h2>
      <p className="text-xs text-slate-600">{t('ask.recentHint')}</p>
      <ul className="flex flex-wrap gap-2">
        {questions.map((asked) => (
          <li key={asked.id} className="max-w-full">
            <Button
              variant={asked.id === shownId ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={asked.id === shownId}
              className="h-auto max-w-full py-1 text-left break-words whitespace-normal"
              onClick={() => {
                onShow(asked);
              }}
            >
              {asked.question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
