/**
 * Imported documents (issue 22): which files an operator may bring in (a manufacturer's manual, the ICPE
 * permit, a contract, a lab report: PDF, Word DOCX, plain text, Markdown, JPEG or PNG photos) and the check of
 * one file from its bytes. The name's extension must agree with what the bytes are; a DOCX is read as a zip
 * through its directory only (nothing is inflated here), so a zip bomb is refused by its declared sizes; an
 * encrypted PDF or Word file is refused, its text could not be read. Pure: the browser can run it before the
 * upload, the server runs it again on what arrives.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';

export const DOCUMENT_KINDS = ['pdf', 'docx', 'text', 'markdown', 'jpeg', 'png'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_MIME_TYPES: Readonly<Record<TDocumentKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The extensions each kind goes by (lower case, without the dot). */
const EXTENSIONS: Readonly<Record<TDocumentKind, readonly string[]>> = {
  pdf: ['pdf'],
  docx: ['docx'],
  text: ['txt'],
  markdown: ['md', 'markdown'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
};

/** The largest file accepted (a scanned permit of a few hundred pages stays under it). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A DOCX whose parts would inflate past this, or one part past the ratio, is refused as a zip bomb. */
export const DOCX_MAX_INFLATED_BYTES = 100 * 1024 * 1024;
export const DOCX_MAX_INFLATE_RATIO = 200;

export type TDocumentFileProblem =
  'empty' | 'too_large' | 'unknown_type' | 'type_mismatch' | 'encrypted' | 'zip_bomb' | 'damaged';

export type TDocumentFileCheck =
  { ok: true; kind: TDocumentKind; mimeType: string } | { ok: false; problem: TDocumentFileProblem };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: how Word stores an encrypted .docx (EncryptedPackage) and old .doc files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind the name's extension claims, or null for an extension none of the kinds has. */
export function kindOfFileName(fileName: string): TDocumentKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return DOCUMENT_KINDS.find((kind) => EXTENSIONS[kind].includes(extension)) ?? null;
}

/** Whether the bytes hold `token` (ASCII), e.g. a PDF's /Encrypt entry. */
function containsAscii(bytes: Uint8Array, token: string): boolean {
  const codes = Array.from({ length: token.length }, (_, index) => token.charCodeAt(index));
  outer: for (let index = 0; index <= bytes.length - codes.length; index += 1) {
    for (let offset = 0; offset < codes.length; offset += 1) {
      if (bytes[index + offset] !== codes[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** A text file: valid UTF-8 (a byte order mark allowed) without NUL bytes. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const ZIP_CENTRAL_HEADER = [0x50, 0x4b, 0x01, 0x02];

/** Whether an entry of the zip is encrypted: bit 0 of the flags of a local or a central directory header. */
function hasEncryptedEntry(bytes: Uint8Array): boolean {
  if (((bytes[6] ?? 0) & 0x01) === 1) return true;
  for (let index = 0; index + 9 < bytes.length; index += 1) {
    if (startsWith(bytes.subarray(index), ZIP_CENTRAL_HEADER) && ((bytes[index + 8] ?? 0) & 0x01) === 1)
      return true;
  }
  return false;
}

/** A DOCX read through its zip directory only: Word's parts there, no encryption, no bomb. */
function checkDocx(bytes: Uint8Array): TDocumentFileProblem | null {
  if (hasEncryptedEntry(bytes)) return 'encrypted';
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    return 'damaged';
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'type_mismatch';
  const inflated = entries.reduce((total, entry) => total + entry.originalSize, 0);
  const isBomb =
    inflated > DOCX_MAX_INFLATED_BYTES ||
    entries.some((entry) => entry.originalSize > Math.max(entry.size, 1) * DOCX_MAX_INFLATE_RATIO);
  return isBomb ? 'zip_bomb' : null;
}

/** What the bytes are, when they are one of the kinds; encrypted Word files are known by their OLE wrapper. */
function kindOfBytes(bytes: Uint8Array): TDocumentKind | 'ole' | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ZIP)) return 'docx';
  if (startsWith(bytes, OLE)) return 'ole';
  return isUtf8Text(bytes) ? 'text' : null;
}

/** Checks one file before it is stored: its size, what its bytes are against its name, encryption, bombs. */
export function checkDocumentFile(bytes: Uint8Array, fileName: string): TDocumentFileCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const claimed = kindOfFileName(fileName);
  if (!claimed) return { ok: false, problem: 'unknown_type' };
  const found = kindOfBytes(bytes);
  if (found === 'ole') return { ok: false, problem: claimed === 'docx' ? 'encrypted' : 'type_mismatch' };
  // Text and Markdown are the same bytes: the name tells which.
  const isTextKind = claimed === 'text' || claimed === 'markdown';
  if (found === null || (found === 'text' ? !isTextKind : found !== claimed))
    return { ok: false, problem: 'type_mismatch' };
  if (claimed === 'pdf' && containsAscii(bytes, '/Encrypt')) return { ok: false, problem: 'encrypted' };
  if (claimed === 'docx') {
    const problem = checkDocx(bytes);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, kind: claimed, mimeType: DOCUMENT_MIME_TYPES[claimed] };
}
