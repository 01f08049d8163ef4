import { describe, expect, it } from 'vitest';
import { quoteContent } from './quote-content';
import { renderQuotePdf } from './render-quote-pdf';
import { quoteTestInput } from './quote-test-fixtures';
import { shopTranslator } from './quote-test-i18n';
import { extractPdfText as extractText } from '../../../../../../tests/fixtures/pdf-text';

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
