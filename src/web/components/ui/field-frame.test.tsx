import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeField, FieldFrame } from './field-frame';

describe('describeField', () => {
  it('points at the hint, then any note, then the error', () => {
    expect(describeField('f', { hint: 'h', error: 'e', note: 'f-count' })).toEqual({
      hintId: 'f-hint',
      errorId: 'f-error',
      hasError: true,
      describedBy: 'f-hint f-count f-error',
    });
  });

  it('points at nothing for a plain valid field', () => {
    expect(describeField('f', {})).toMatchObject({ hasError: false, describedBy: undefined });
  });

  it('counts an empty message as an error (the field is invalid, the text is elsewhere)', () => {
    expect(describeField('f', { error: '' })).toMatchObject({ hasError: true, describedBy: 'f-error' });
  });
});

describe('FieldFrame', () => {
  it('labels the control and writes the hint and the error under it with the ids the control names', () => {
    const html = renderToStaticMarkup(
      <FieldFrame id="qty" label="Quantité" optionalText="(facultatif)" hint="En kg" error="Trop grand">
        <input id="qty" />
      </FieldFrame>,
    );
    expect(html).toContain('<label for="qty"');
    expect(html).toContain('Quantité<span');
    expect(html).toContain('(facultatif)');
    expect(html).toMatch(
      /<input id="qty"\/>.*<p id="qty-hint"[^>]*>En kg<\/p><p id="qty-error"[^>]*>Trop grand<\/p>/,
    );
  });

  it('writes neither hint nor error when there is none', () => {
    const html = renderToStaticMarkup(
      <FieldFrame id="qty" label="Quantité">
        <input id="qty" />
      </FieldFrame>,
    );
    expect(html).not.toContain('qty-hint');
    expect(html).not.toContain('qty-error');
  });
});
