import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import frenchCommon from '../../../shared/i18n/fr/common.json';
import { addCatalog } from '../../lib/i18n/i18n';
import { LoadStateView } from './load-state-notice';

beforeAll(() => {
  addCatalog('fr', 'common', frenchCommon);
});

type TUsersState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; users: string[] };

function render(state: TUsersState): string {
  return renderToStaticMarkup(
    <LoadStateView
      state={state}
      loadingText="Chargement des utilisateurs…"
      failedText="Impossible de charger les utilisateurs."
      onRetry={() => undefined}
      isEmpty={(loaded) => loaded.users.length === 0}
      emptyText="Aucun utilisateur."
    >
      {(loaded) => (
        <ul>
          {loaded.users.map((user) => (
            <li key={user}>{user}</li>
          ))}
        </ul>
      )}
    </LoadStateView>,
  );
}

describe('LoadStateView', () => {
  it('says it is loading, politely', () => {
    const html = render({ kind: 'loading' });
    expect(html).toContain('role="status"');
    expect(html).toContain('Chargement des utilisateurs…');
  });

  it('shows a failure with its reason as an alert, and a retry button', () => {
    const html = render({ kind: 'error', message: 'Serveur injoignable.' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Impossible de charger les utilisateurs. Serveur injoignable.');
    expect(html).toMatch(/<button[^>]*>.*Réessayer<\/button>/);
  });

  it('shows the empty text when the data holds nothing', () => {
    expect(render({ kind: 'loaded', users: [] })).toBe(
      '<p class="text-slate-700 text-sm">Aucun utilisateur.</p>',
    );
  });

  it('shows the data once loaded', () => {
    expect(render({ kind: 'loaded', users: ['alice', 'bruno'] })).toBe(
      '<ul><li>alice</li><li>bruno</li></ul>',
    );
  });
});
