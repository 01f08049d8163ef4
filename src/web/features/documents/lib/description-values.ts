import type { TImportedDocument, TUpdateDocumentRequest } from '../../../../shared/contracts/documents';
import type { TDocumentCategory } from '../../../../shared/domain/documents/imported-documents';
import type { TUploadDescription } from '../api/upload-document';

/** What the description fields hold (the upload form and the edit dialog): text as typed, tags comma-separated. */
export interface TDescriptionValues {
  title: string;
  category: TDocumentCategory;
  tags: string;
  equipmentName: string;
  /** '' for no lot. */
  rawMaterialId: string;
}

export const emptyDescription: TDescriptionValues = {
  title: '',
  category: 'other',
  tags: '',
  equipmentName: '',
  rawMaterialId: '',
};

/** "pompe, Agitateur ,, pompe" -> ["pompe", "Agitateur"]: trimmed, empty ones dropped, each once. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0),
    ),
  ];
}

/**
 * The query of an upload. The title names one file: when several are sent together, each keeps its file's
 * name as its title.
 */
export function toUploadDescription(values: TDescriptionValues, isSingleFile: boolean): TUploadDescription {
  const tags = splitTags(values.tags);
  return {
    category: values.category,
    ...(isSingleFile && values.title.trim() !== '' ? { title: values.title.trim() } : {}),
    ...(tags.length > 0 ? { tags: tags.join(',') } : {}),
    ...(values.equipmentName.trim() !== '' ? { equipmentName: values.equipmentName.trim() } : {}),
    ...(values.rawMaterialId !== '' ? { rawMaterialId: values.rawMaterialId } : {}),
  };
}

/** The fields of a document as the edit dialog starts. */
export function descriptionOf(document: TImportedDocument): TDescriptionValues {
  return {
    title: document.title,
    category: document.category,
    tags: document.tags.join(', '),
    equipmentName: document.equipmentName ?? '',
    rawMaterialId: document.rawMaterialId ?? '',
  };
}

/** The PATCH of the edit dialog: category, tags and links as they now are (the title is renamed apart). */
export function toUpdateRequest(values: TDescriptionValues): TUpdateDocumentRequest {
  return {
    category: values.category,
    tags: splitTags(values.tags),
    equipmentName: values.equipmentName.trim() === '' ? null : values.equipmentName.trim(),
    rawMaterialId: values.rawMaterialId === '' ? null : values.rawMaterialId,
  };
}
