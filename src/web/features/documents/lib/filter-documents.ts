import type { TImportedDocument } from '../../../../shared/contracts/documents';
import type { TDocumentCategory } from '../../../../shared/domain/documents/imported-documents';
import { foldText } from './highlight-words';

export interface TDocumentFilter {
  /** '' for every category. */
  category: TDocumentCategory | '';
  /** Words looked for in the title, the file's name, the tags and the links (accents and case ignored). */
  text: string;
}

/** The documents the filter keeps, in their order; each word of the text must be found somewhere. */
export function filterDocuments(
  documents: readonly TImportedDocument[],
  { category, text }: TDocumentFilter,
): TImportedDocument[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  return documents.filter((document) => {
    if (category !== '' && document.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldText(
      [
        document.title,
        document.fileName,
        ...document.tags,
        document.equipmentName ?? '',
        document.rawMaterialName ?? '',
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
