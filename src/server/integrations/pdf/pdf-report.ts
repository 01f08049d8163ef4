// The server's PDF reports (issue 19 point 5): one layout for every report. A report gives its content as data
// (a title block, sections of paragraphs, key-value rows and tables, the footer's words); this module draws it
// with pdfkit, in DejaVu Sans embedded so French accents, €, œ and the narrow no-break space U+202F that Intl's
// fr-FR number format writes print right. Tables break across pages and repeat their header row; every page
// gets a footer with its number, the page count and the generation date.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface PdfTableColumn {
  header: string;
  /** Share of the text width (the shares of a table add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

export type PdfBlock =
  | { kind: 'text'; text: string }
  | { kind: 'keyValues'; rows: readonly (readonly [string, string])[] }
  | {
      kind: 'table';
      columns: readonly PdfTableColumn[];
      rows: readonly (readonly string[])[];
      /** A last row drawn in bold (totals). */
      totalRow?: readonly string[];
    };

export interface PdfSection {
  title: string;
  blocks: readonly PdfBlock[];
}

export interface PdfReportContent {
  /** The report's name, e.g. "Rapport mensuel d'exploitation". */
  title: string;
  /** Whose report: the plant or the user's name. */
  owner: string;
  /** The period covered, as the reader says it ("novembre 2026"). */
  period: string;
  sections: readonly PdfSection[];
  /** Footer: "Généré le 27/11/2026" (the date already written in the reader's language). */
  generatedOn: string;
  /** Footer: the page number and count in the reader's words. */
  pageLabel: (page: number, pageCount: number) => string;
  /** The document's language (the PDF's /Lang, read by screen readers), 'fr' or 'en'. */
  language: string;
}

/** The font files of the dejavu-fonts-ttf package, found from this module (works from src/ and from dist/). */
function dejaVuFontPath(file: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
}

export const PDF_FONT_FILES = {
  regular: dejaVuFontPath('DejaVuSans.ttf'),
  bold: dejaVuFontPath('DejaVuSans-Bold.ttf'),
} as const;

const margin = 50;
const footerHeight = 30;
const colours = {
  text: '#1e293b',
  muted: '#64748b',
  rule: '#cbd5e1',
  headerFill: '#f1f5f9',
  accent: '#166534',
};
const sizes = { title: 18, owner: 11, heading: 13, body: 10, footer: 8 };
const cellPadding = 4;

type Doc = PDFKit.PDFDocument;

function textWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when `height` does not fit below the cursor. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function drawTitleBlock(doc: Doc, content: PdfReportContent): void {
  doc.font('bold').fontSize(sizes.title).fillColor(colours.accent).text(content.title);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(sizes.owner).fillColor(colours.text).text(content.owner);
  doc.fillColor(colours.muted).text(content.period);
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(margin, y)
    .lineTo(margin + textWidth(doc), y)
    .lineWidth(1)
    .strokeColor(colours.accent)
    .stroke();
  doc.moveDown(0.8);
}

function drawHeading(doc: Doc, title: string): void {
  doc.font('bold').fontSize(sizes.heading);
  // A heading never ends a page: it keeps room for itself and two lines of what follows.
  ensureRoom(doc, doc.heightOfString(title) + 3 * doc.currentLineHeight(true));
  doc.fillColor(colours.accent).text(title, margin, doc.y);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(sizes.body).fillColor(colours.text);
}

function drawText(doc: Doc, text: string): void {
  doc.font('regular').fontSize(sizes.body).fillColor(colours.text);
  doc.text(text, margin, doc.y, { width: textWidth(doc) });
  doc.moveDown(0.4);
}

function drawKeyValues(doc: Doc, rows: readonly (readonly [string, string])[]): void {
  const width = textWidth(doc);
  const keyWidth = width * 0.55;
  const valueWidth = width - keyWidth;
  doc.font('regular').fontSize(sizes.body);
  for (const [key, value] of rows) {
    const height = Math.max(
      doc.heightOfString(key, { width: keyWidth - cellPadding }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(doc, height + 2);
    const y = doc.y;
    doc.fillColor(colours.muted).text(key, margin, y, { width: keyWidth - cellPadding });
    doc
      .font('bold')
      .fillColor(colours.text)
      .text(value, margin + keyWidth, y, { width: valueWidth });
    doc.font('regular');
    doc.y = y + height + 2;
  }
  doc.x = margin;
  doc.moveDown(0.4);
}

function rowHeight(doc: Doc, cells: readonly string[], widths: readonly number[]): number {
  return (
    Math.max(
      ...cells.map((cell, index) =>
        doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * cellPadding }),
      ),
    ) +
    2 * cellPadding
  );
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  columns: readonly PdfTableColumn[],
  widths: readonly number[],
  style: 'header' | 'body' | 'total',
): void {
  doc.font(style === 'body' ? 'regular' : 'bold').fontSize(sizes.body);
  const height = rowHeight(doc, cells, widths);
  const y = doc.y;
  const width = widths.reduce((sum, w) => sum + w, 0);
  if (style === 'header') doc.rect(margin, y, width, height).fill(colours.headerFill);
  let x = margin;
  cells.forEach((cell, index) => {
    const cellWidth = widths[index] ?? 0;
    doc.fillColor(colours.text).text(cell, x + cellPadding, y + cellPadding, {
      width: cellWidth - 2 * cellPadding,
      align: columns[index]?.align ?? 'left',
    });
    x += cellWidth;
  });
  doc
    .moveTo(margin, y + height)
    .lineTo(margin + width, y + height)
    .lineWidth(style === 'body' ? 0.5 : 1)
    .strokeColor(colours.rule)
    .stroke();
  doc.x = margin;
  doc.y = y + height;
}

function drawTable(doc: Doc, block: Extract<PdfBlock, { kind: 'table' }>): void {
  const total = textWidth(doc);
  const widths = block.columns.map((column) => column.width * total);
  const headers = block.columns.map((column) => column.header);
  doc.font('bold').fontSize(sizes.body);
  const headerHeight = rowHeight(doc, headers, widths);
  const rows = block.totalRow ? [...block.rows, block.totalRow] : block.rows;
  // The header never stands alone at the foot of a page.
  doc.font('regular');
  ensureRoom(doc, headerHeight + (rows[0] ? rowHeight(doc, rows[0], widths) : 0));
  drawRow(doc, headers, block.columns, widths, 'header');
  rows.forEach((row, index) => {
    const isTotal = block.totalRow !== undefined && index === rows.length - 1;
    doc.font(isTotal ? 'bold' : 'regular').fontSize(sizes.body);
    const height = rowHeight(doc, row, widths);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawRow(doc, headers, block.columns, widths, 'header');
    }
    drawRow(doc, row, block.columns, widths, isTotal ? 'total' : 'body');
  });
  doc.moveDown(0.8);
}

function drawFooters(doc: Doc, content: PdfReportContent): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin must not start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + (footerHeight - sizes.footer) / 2;
    doc.font('regular').fontSize(sizes.footer).fillColor(colours.muted);
    doc.text(content.generatedOn, margin, y, { width: textWidth(doc) / 2, lineBreak: false });
    doc.text(content.pageLabel(index - range.start + 1, range.count), margin + textWidth(doc) / 2, y, {
      width: textWidth(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * pdfkit, loaded at the first report: its half-second of loading is kept out of every server start (most starts
 * never draw a PDF).
 */
const loadPdfKit = () => import('pdfkit');
let pdfKit: ReturnType<typeof loadPdfKit> | undefined;

/** The PDF of a report's content, A4, fonts embedded. */
export async function renderPdfReport(content: PdfReportContent): Promise<Buffer> {
  pdfKit ??= loadPdfKit();
  const { default: PDFDocument } = await pdfKit;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
    bufferPages: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: `${content.title} · ${content.period}`, Author: content.owner, Creator: 'MethaPilot' },
  });
  doc.registerFont('regular', PDF_FONT_FILES.regular);
  doc.registerFont('bold', PDF_FONT_FILES.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  drawTitleBlock(doc, content);
  for (const section of content.sections) {
    drawHeading(doc, section.title);
    for (const block of section.blocks) {
      if (block.kind === 'text') drawText(doc, block.text);
      else if (block.kind === 'keyValues') drawKeyValues(doc, block.rows);
      else drawTable(doc, block);
    }
    doc.moveDown(0.5);
  }
  drawFooters(doc, content);
  doc.end();
  return await done;
}
