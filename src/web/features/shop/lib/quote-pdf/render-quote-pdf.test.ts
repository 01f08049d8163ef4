import { describe, expect, it } from 'vitest';
import { quoteContent } from './quote-content';
import { renderQuotePdf } from './render-quote-pdf';
import { quoteTestInput } from './quote-test-fixtures';
import { shopTranslator } from './quote-test-i18n';

/** The text of every page, as a PDF reader extracts it (pdf.js), pages joined by a new line. */
async function extractText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = new URL(
    '../../../../../../node_modules/pdfjs-dist/standard_fonts/',
    import.meta.url,
  ).pathname;
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    const content = await (await pdf.getPage(pageNumber)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // pdf.js gives the no-break space U+00A0 the PDF holds as a plain space.
  return pages.join('\n');
}

describe('renderQuotePdf', () => {
  it('writes a PDF whose extracted text holds the title, number, amounts in French format and accents', async () => {
    const t = await shopTranslator('fr');
    const pdf = await renderQuotePdf(quoteContent(quoteTestInput, t));
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(atob(pdf.base64).length).toBe(pdf.bytes.length);

    const text = await extractText(pdf.bytes);
    expect(text).toContain('Demande de devis');
    expect(text).toContain('DEV-20261126-ABC234');
    expect(text).toContain('26/11/2026');
    expect(text).toContain('26/12/2026 (30 jours)');
    expect(text).toContain('1 234,50 €');
    expect(text).toContain('246,90 €');
    expect(text).toContain('1 481,40 €');
    expect(text).toContain('TVA (20 %)');
    expect(text).toContain('Sur devis');
    expect(text).toContain('Hélène Lefèvre');
    expect(text).toContain("Kit d'étalonnage");
    expect(text).toContain('GAEC des Aulnes');
    expect(text).toContain('ni une commande ni une facture');
    expect(text).toContain('L441-10');
    expect(text).not.toContain('\u202f');
  });

  it('writes the English request with English amounts', async () => {
    const t = await shopTranslator('en');
    const pdf = await renderQuotePdf(quoteContent({ ...quoteTestInput, language: 'en' }, t));
    const text = await extractText(pdf.bytes);
    expect(text).toContain('Quote request');
    expect(text).toContain('€1,234.50');
    expect(text).toContain('26/12/2026 (30 days)');
    expect(text).toContain('On quote');
  });
});
