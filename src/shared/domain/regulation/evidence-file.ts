/**
 * Evidence files of the compliance follow-up and of the lots (issue 19): what an auditor accepts as a proof, a
 * PDF, a JPEG or a PNG (a scan or a phone photo of a signed paper), at most 5 MB each. The type is read from the
 * file's first bytes, never trusted from its name or the browser's word.
 */
export const EVIDENCE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TEvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];

export const EVIDENCE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest file name kept (longer ones are cut, keeping the extension). */
export const EVIDENCE_FILE_NAME_MAX_LENGTH = 200;

const SIGNATURES: readonly { type: TEvidenceFileType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file's type from its first bytes, or null when it is none of the accepted ones. */
export function sniffEvidenceFileType(head: Uint8Array): TEvidenceFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** A file name safe to store and send back: no path, no control characters, at most the maximum length. */
export function cleanEvidenceFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (printable.length <= EVIDENCE_FILE_NAME_MAX_LENGTH) return printable;
  const dot = printable.lastIndexOf('.');
  const extension = dot > 0 && printable.length - dot <= 10 ? printable.slice(dot) : '';
  return printable.slice(0, EVIDENCE_FILE_NAME_MAX_LENGTH - extension.length) + extension;
}
