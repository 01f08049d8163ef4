import {
  cleanEvidenceFileName,
  EVIDENCE_FILE_MAX_BYTES,
  sniffEvidenceFileType,
  type TEvidenceFileType,
} from '../../../shared/domain/regulation/evidence-file.js';
import { HttpError } from '../../lib/http-error.js';
import { acceptRawUploads, rawUploadRouteOptions } from '../../lib/raw-upload.js';

/** A subject (a compliance item or a lot) keeps at most this many proofs: enough for a year of scans. */
export const MAX_EVIDENCE_FILES_PER_SUBJECT = 20;

const maxMegabytes = EVIDENCE_FILE_MAX_BYTES / (1024 * 1024);

const fileTooLarge = () =>
  new HttpError(413, 'file_too_large', 'regulation:errors.fileTooLarge', { max: maxMegabytes });

/** Evidence uploads: raw bytes (lib/raw-upload.ts), at most EVIDENCE_FILE_MAX_BYTES. */
export const acceptEvidenceUploads = acceptRawUploads;
export const evidenceUploadRouteOptions = rawUploadRouteOptions(EVIDENCE_FILE_MAX_BYTES, fileTooLarge);

export interface CheckedEvidenceFile {
  fileName: string;
  mimeType: TEvidenceFileType;
  content: Uint8Array;
}

/** The upload as a file to keep, or a 4xx saying what is wrong with it (nothing is written). */
export function checkEvidenceUpload(body: unknown, name: string): CheckedEvidenceFile {
  if (!Buffer.isBuffer(body) || body.byteLength === 0) {
    throw new HttpError(400, 'file_missing', 'regulation:errors.fileMissing');
  }
  if (body.byteLength > EVIDENCE_FILE_MAX_BYTES) throw fileTooLarge();
  const mimeType = sniffEvidenceFileType(body.subarray(0, 8));
  if (mimeType === null) throw new HttpError(415, 'file_type_refused', 'regulation:errors.fileTypeRefused');
  const fileName = cleanEvidenceFileName(name);
  if (fileName.length === 0)
    throw new HttpError(400, 'file_name_missing', 'regulation:validation.fileNameMissing');
  return { fileName, mimeType, content: new Uint8Array(body) };
}
