import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-safe-text';

describe('pdfSafeText', () => {
  it("turns Intl's narrow no-break spaces of a French amount into no-break spaces the font prints", () => {
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(amount).toContain('\u202f');
    expect(pdfSafeText(amount)).toBe('1\u00a0234,50\u00a0€');
  });

  it('keeps French accents, guillemets, typographic apostrophes and the euro sign', () => {
    const text = 'Kit d’étalonnage « Sur devis » : 349,99 € — Œuvre, ça, où';
    expect(pdfSafeText(text)).toBe(text);
  });

  it('writes chemical subscripts as plain digits and anything else unprintable as "?"', () => {
    expect(pdfSafeText('CH₄, CO₂, H₂S')).toBe('CH4, CO2, H2S');
    expect(pdfSafeText('m³ ✓ 漢')).toBe('m³ ? ?');
  });
});
