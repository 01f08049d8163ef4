import { describe, expect, it } from 'vitest';
import { splitCitationMarkers } from './citation-markers';

describe('splitCitationMarkers', () => {
  const known = new Set([1, 2, 3]);

  it('cuts the answer at its markers', () => {
    expect(splitCitationMarkers('Brasser 15 min par heure [1]. Vidange annuelle [2, 3].', known)).toEqual([
      { kind: 'text', text: 'Brasser 15 min par heure ' },
      { kind: 'citation', numbers: [1] },
      { kind: 'text', text: '. Vidange annuelle ' },
      { kind: 'citation', numbers: [2, 3] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a marker of an unknown passage as text', () => {
    expect(splitCitationMarkers('Voir [7] et [1]', known)).toEqual([
      { kind: 'text', text: 'Voir [7] et ' },
      { kind: 'citation', numbers: [1] },
    ]);
  });

  it('gives an answer without markers back whole', () => {
    expect(splitCitationMarkers('Aucune source.', known)).toEqual([{ kind: 'text', text: 'Aucune source.' }]);
  });
});
