import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { TDocumentKind } from '../../../shared/domain/documents/document-file.js';
import {
  MAX_EXTRACTED_PAGES,
  type TExtractionFailure,
} from '../../../shared/domain/documents/imported-documents.js';

/** The text of a document, page by page (page 1 first); an image has no page of text. */
export type TExtractionResult =
  | { ok: true; pages: string[]; pageCount: number | null }
  | { ok: false; failure: TExtractionFailure; pageCount: number | null };

/** A PDF, or a Word file, taking longer than this is given up as failed ("timeout"). */
const EXTRACTION_TIMEOUT_MS = 120_000;
/** A page break in plain text (form feed): a text file's pages. */
const FORM_FEED = '\f';

class ExtractionFailure extends Error {
  constructor(
    readonly failure: TExtractionFailure,
    readonly pageCount: number | null = null,
  ) {
    super(failure);
  }
}

/** The text of a PDF page: its text items in reading order, a line break where the PDF ends a line. */
async function pdfPages(
  bytes: Uint8Array,
  deadline: number,
): Promise<{ pages: string[]; pageCount: number }> {
  // pdf.js may detach the buffer it is given, and refuses a Node Buffer (node-postgres reads bytea as one): it
  // gets a plain Uint8Array copy. No font loading (text only), no console noise.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true, verbosity: 0 });
  try {
    if (pdf.numPages > MAX_EXTRACTED_PAGES) throw new ExtractionFailure('too_many_pages', pdf.numPages);
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      if (Date.now() > deadline) throw new ExtractionFailure('timeout', pdf.numPages);
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Plain text cut at its form feeds (a text file printed from another program keeps its pages). */
function textPages(text: string): string[] {
  return text.split(FORM_FEED);
}

async function docxPages(bytes: Uint8Array): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return textPages(value);
}

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => {
        reject(new ExtractionFailure('timeout'));
      },
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

const hasReadableText = (pages: readonly string[]) => pages.some((page) => /\p{L}{2,}/u.test(page));

/**
 * The text of a file already checked by `checkDocumentFile`: PDF pages through pdf.js (unpdf), Word through
 * mammoth, text and Markdown as they are. A PDF with no readable text (a scan) is a failure `no_text`, a file the
 * readers cannot parse `damaged`. Images carry no text: they are found by their title, category and tags.
 */
export async function extractDocumentText(
  bytes: Uint8Array,
  kind: TDocumentKind,
): Promise<TExtractionResult> {
  if (kind === 'jpeg' || kind === 'png') return { ok: true, pages: [], pageCount: null };
  const deadline = Date.now() + EXTRACTION_TIMEOUT_MS;
  try {
    const { pages, pageCount } =
      kind === 'pdf'
        ? await withDeadline(pdfPages(bytes, deadline), deadline)
        : kind === 'docx'
          ? await withDeadline(
              docxPages(bytes).then((docx) => ({ pages: docx, pageCount: docx.length })),
              deadline,
            )
          : { pages: textPages(new TextDecoder().decode(bytes)), pageCount: null };
    const count = pageCount ?? pages.length;
    if (!hasReadableText(pages)) return { ok: false, failure: 'no_text', pageCount: count };
    return { ok: true, pages, pageCount: count };
  } catch (error) {
    if (error instanceof ExtractionFailure)
      return { ok: false, failure: error.failure, pageCount: error.pageCount };
    return { ok: false, failure: 'damaged', pageCount: null };
  }
}
