// A report of the library (issue 19 point 5) is one file of this shape: a reader of its data in the user's
// transaction and a layout of that data into the PDF helper's content. The library's generation
// (report-generation.ts) does the rest for every report alike: the language, the PDF, the one document per
// user, category and period. The monthly operations report is the first; the RED II dossier comes next.
import type { TLanguage } from '../../../../shared/i18n/languages.js';
import type { TLibraryCategory } from '../../../../shared/domain/library.js';
import type { DbTransaction } from '../../../db/user-context.js';
import type { PdfReportContent } from '../../../integrations/pdf/pdf-report.js';

export interface ReportDocumentTexts {
  name: string;
  description: string;
  fileName: string;
}

export interface ReportDefinition<TData> {
  category: TLibraryCategory;
  /** Reads what the report says, for `period` ('YYYY-MM' for a monthly report), as of `now`. */
  read(tx: DbTransaction, userId: string, period: string, now: Date): Promise<TData>;
  /** The PDF's content in `language`. */
  layout(data: TData, language: TLanguage): PdfReportContent;
  /** The library row's name, description and file name in `language`. */
  documentTexts(data: TData, language: TLanguage): ReportDocumentTexts;
}
