// Draws the quote request (quote-content.ts) on A4 pages with jsPDF, loaded here on demand only: the library
// weighs more than a page of the app and is used once per quote. Standard Helvetica (no font file to ship);
// every text goes through pdfSafeText so that "1 234,50 €" and the accents print.
import type { jsPDF as JsPdf } from 'jspdf';
import { pdfSafeText } from './pdf-safe-text';
import type { QuoteContent } from './quote-content';

const page = { width: 210, height: 297, margin: 15 } as const;
const contentWidth = page.width - 2 * page.margin;
const bottomLimit = page.height - 22;
/** Reference, product, quantity, unit price, line total: widths (mm) fill the content width. */
const columns = [
  { width: 24, alignRight: false },
  { width: 74, alignRight: false },
  { width: 16, alignRight: true },
  { width: 33, alignRight: true },
  { width: 33, alignRight: true },
] as const;
const lineHeight = 4.6;
const ink = {
  text: [30, 41, 59],
  muted: [100, 116, 139],
  brand: [4, 120, 87],
  rule: [203, 213, 225],
} as const;

type Rgb = readonly [number, number, number];

class QuoteDrawing {
  y = page.margin;

  constructor(private readonly doc: JsPdf) {}

  private color(rgb: Rgb) {
    this.doc.setTextColor(rgb[0], rgb[1], rgb[2]);
  }

  /** Starts a new page when `height` mm would pass the bottom limit. */
  ensureRoom(height: number) {
    if (this.y + height <= bottomLimit) return;
    this.doc.addPage();
    this.y = page.margin;
  }

  wrap(text: string, width: number): string[] {
    return this.doc.splitTextToSize(pdfSafeText(text), width) as string[];
  }

  header(content: QuoteContent) {
    this.doc.setFont('helvetica', 'bold');
    this.doc.setFontSize(18);
    this.color(ink.brand);
    this.doc.text('MethaPilot', page.margin, this.y + 6);
    this.color(ink.text);
    this.doc.text(pdfSafeText(content.title), page.width - page.margin, this.y + 6, { align: 'right' });
    this.y += 12;
    this.doc.setFontSize(10);
    for (const { label, value } of content.meta) {
      this.doc.setFont('helvetica', 'bold');
      this.doc.text(pdfSafeText(`${label} `), page.width - page.margin - 62, this.y);
      this.doc.setFont('helvetica', 'normal');
      this.doc.text(pdfSafeText(value), page.width - page.margin, this.y, { align: 'right' });
      this.y += lineHeight + 0.4;
    }
    this.y += 4;
  }

  parties(content: QuoteContent) {
    const columnWidth = contentWidth / 2 - 4;
    const blocks = [content.seller, content.customer].map((block) => ({
      heading: block.heading,
      lines: block.lines.flatMap((line) => this.wrap(line, columnWidth)),
    }));
    const height = 6 + Math.max(...blocks.map((block) => block.lines.length)) * lineHeight;
    this.ensureRoom(height);
    blocks.forEach((block, index) => {
      const x = page.margin + index * (contentWidth / 2 + 4);
      this.doc.setFont('helvetica', 'bold');
      this.doc.setFontSize(10);
      this.color(ink.brand);
      this.doc.text(pdfSafeText(block.heading), x, this.y);
      this.doc.setFont('helvetica', 'normal');
      this.doc.setFontSize(9);
      this.color(ink.text);
      block.lines.forEach((line, lineIndex) => this.doc.text(line, x, this.y + 5.5 + lineIndex * lineHeight));
    });
    this.y += height + 6;
  }

  private row(cells: readonly string[], bold: boolean) {
    const wrapped = columns.map((column, index) => this.wrap(cells[index] ?? '', column.width - 2));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2;
    this.ensureRoom(height);
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    let x = page.margin;
    columns.forEach((column, index) => {
      const textX = column.alignRight ? x + column.width - 1 : x + 1;
      for (const [lineIndex, line] of (wrapped[index] ?? []).entries()) {
        this.doc.text(line, textX, this.y + 4 + lineIndex * lineHeight, {
          align: column.alignRight ? 'right' : 'left',
        });
      }
      x += column.width;
    });
    this.y += height;
    this.doc.setDrawColor(ink.rule[0], ink.rule[1], ink.rule[2]);
    this.doc.line(page.margin, this.y, page.margin + contentWidth, this.y);
  }

  table(content: QuoteContent) {
    this.doc.setFontSize(9);
    this.color(ink.text);
    this.row(content.table.headers, true);
    for (const cells of content.table.rows) this.row(cells, false);
    this.y += 4;
  }

  totals(content: QuoteContent) {
    this.ensureRoom(content.totals.length * (lineHeight + 1) + 4);
    this.doc.setFontSize(10);
    content.totals.forEach(({ label, value }, index) => {
      const isLast = index === content.totals.length - 1;
      this.doc.setFont('helvetica', isLast ? 'bold' : 'normal');
      this.doc.text(pdfSafeText(label), page.width - page.margin - 40, this.y + 4, { align: 'right' });
      this.doc.text(pdfSafeText(value), page.width - page.margin, this.y + 4, { align: 'right' });
      this.y += lineHeight + 1;
    });
    this.y += 3;
  }

  paragraph(heading: string | null, text: string, fontSize = 9) {
    const lines = this.wrap(text, contentWidth);
    this.ensureRoom((heading ? 5 : 0) + lines.length * (fontSize * 0.45));
    if (heading) {
      this.doc.setFont('helvetica', 'bold');
      this.doc.setFontSize(10);
      this.color(ink.brand);
      this.doc.text(pdfSafeText(heading), page.margin, this.y + 4);
      this.y += 5.5;
    }
    this.doc.setFont('helvetica', 'normal');
    this.doc.setFontSize(fontSize);
    this.color(ink.text);
    for (const line of lines) {
      this.doc.text(line, page.margin, this.y + 3.5);
      this.y += fontSize * 0.45;
    }
    this.y += 2.5;
  }

  /** "footer · n/total" at the foot of every page, once all pages exist. */
  footers(footer: string) {
    const total = this.doc.getNumberOfPages();
    for (let pageNumber = 1; pageNumber <= total; pageNumber += 1) {
      this.doc.setPage(pageNumber);
      this.doc.setFont('helvetica', 'normal');
      this.doc.setFontSize(8);
      this.color(ink.muted);
      this.doc.text(pdfSafeText(footer), page.margin, page.height - 10);
      this.doc.text(`${pageNumber}/${total}`, page.width - page.margin, page.height - 10, { align: 'right' });
    }
  }
}

function drawQuote(doc: JsPdf, content: QuoteContent) {
  const drawing = new QuoteDrawing(doc);
  drawing.header(content);
  drawing.parties(content);
  drawing.table(content);
  drawing.totals(content);
  if (content.onQuoteNote) drawing.paragraph(null, content.onQuoteNote);
  if (content.notes) drawing.paragraph(content.notes.heading, content.notes.text);
  drawing.paragraph(
    content.mentions.heading,
    content.mentions.lines.map((line) => `• ${line}`).join('\n'),
    8,
  );
  drawing.footers(content.footer);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export interface RenderedQuotePdf {
  bytes: Uint8Array;
  base64: string;
}

/** The quote request as a PDF file (loads jsPDF the first time). */
export async function renderQuotePdf(content: QuoteContent): Promise<RenderedQuotePdf> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({
    title: pdfSafeText(`${content.title} ${content.meta[0]?.value ?? ''}`.trim()),
    creator: 'MethaPilot',
  });
  drawQuote(doc, content);
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  return { bytes, base64: toBase64(bytes) };
}
