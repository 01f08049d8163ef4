import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TFeedLog } from '../../../../shared/contracts/feed-log';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';
import { Card } from '../../../components/ui/card';
import { formatFigure, formatReadingDate } from '../../../lib/format-figures';

export interface FeedEntryCardProps {
  entry: TFeedLog;
  /** The lot's name while an entry queued offline has not come back from the server with it. */
  fallbackLotName: string;
  onEdit: (entry: TFeedLog) => void;
  onDelete: (entry: TFeedLog) => void;
}

/** One entry: its day, the lot, the fresh tonnes and the kg VS they carry. */
export function FeedEntryCard({ entry, fallbackLotName, onEdit, onDelete }: FeedEntryCardProps) {
  const { t, i18n } = useTranslation(['feedLog', 'records']);
  const language = i18n.language;
  const lotName = entry.lotName || fallbackLotName;

  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid="feed-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{lotName}</h3>
          <p className="text-sm text-slate-600">{formatReadingDate(entry.fedOn, language)}</p>
        </div>
        <div className="shrink-0 text-right tabular-nums">
          <p className="text-base font-semibold whitespace-nowrap text-slate-900">
            {t('feedLog:card.tonnes', { value: formatFigure(entry.tonnes, language) })}
          </p>
          <p className="text-sm whitespace-nowrap text-slate-700">
            {entry.volatileSolidsKg === null
              ? t('feedLog:card.volatileSolidsUnknown')
              : t('feedLog:card.volatileSolids', {
                  value: formatFigure(entry.volatileSolidsKg, language, 0),
                })}
          </p>
        </div>
      </div>
      {entry.notes && <p className="text-sm break-words text-slate-700">{entry.notes}</p>}
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-2">
        <EditDeleteButtons
          name={`${lotName} ${formatReadingDate(entry.fedOn, language)}`}
          onEdit={() => {
            onEdit(entry);
          }}
          onDelete={() => {
            onDelete(entry);
          }}
        />
      </div>
    </Card>
  );
}
