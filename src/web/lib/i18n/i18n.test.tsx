import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changeLanguage,
  getFixedT,
  hasLoadedNamespaces,
  i18n,
  loadNamespaces,
  onLanguageChanged,
  subscribe,
} from './i18n';
import { Trans } from './trans';
import { useTranslation } from './use-translation';

afterEach(async () => {
  await changeLanguage('fr');
});

/** Renders on the server, waiting for every suspended part, as a first visit does. */
async function renderWhenReady(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function StockHeading() {
  const { t, i18n: runtime } = useTranslation(['stock', 'records']);
  return (
    <h1 lang={runtime.language}>
      {t('title')} · {t('add')}
    </h1>
  );
}

describe('the web app words', () => {
  it('fetches a namespace once, then translates with it', async () => {
    let heard = 0;
    const stop = subscribe(() => {
      heard += 1;
    });
    expect(hasLoadedNamespaces(['stock'])).toBe(false);
    await Promise.all([loadNamespaces('stock'), loadNamespaces(['stock'])]);
    stop();
    expect(heard).toBe(1);
    expect(hasLoadedNamespaces(['stock'])).toBe(true);
    expect(getFixedT('fr', 'stock')('add')).toBe('Ajouter un article');
    expect(i18n.t('stock:add')).toBe('Ajouter un article');
  });

  it('switches language only once the catalogs in use are there in the new one', async () => {
    await loadNamespaces('stock');
    const languages: string[] = [];
    const stop = onLanguageChanged((language) => languages.push(language));
    const switching = changeLanguage('en');
    expect(i18n.language).toBe('fr');
    await switching;
    stop();
    expect(languages).toEqual(['en']);
    expect(hasLoadedNamespaces(['stock'], 'en')).toBe(true);
    expect(i18n.t('stock:add')).toBe('Add an item');
  });

  it('suspends a component until its namespaces arrive, then shows its words', async () => {
    expect(hasLoadedNamespaces(['records'])).toBe(false);
    const html = await renderWhenReady(
      <Suspense fallback={<p>…</p>}>
        <StockHeading />
      </Suspense>,
    );
    expect(hasLoadedNamespaces(['records'])).toBe(true);
    expect(html).toBe('<!--$--><h1 lang="fr">Stock<!-- --> · <!-- -->Ajouter un article</h1><!--/$-->');
  });

  it('renders at once without suspending when asked, saying whether the words are ready', () => {
    function Quiet() {
      const { t, ready } = useTranslation('pwa', { useSuspense: false });
      return <p data-ready={String(ready)}>{t('pwa:nothing.here', { defaultValue: 'en attente' })}</p>;
    }
    expect(renderToStaticMarkup(<Quiet />)).toBe('<p data-ready="false">en attente</p>');
  });
});

describe('Trans', () => {
  it('wraps the tagged part of a text in the given element, values in', async () => {
    await loadNamespaces('shell');
    const t = getFixedT('fr', 'shell');
    const html = renderToStaticMarkup(
      <Trans t={t} i18nKey="session.expiresIn" values={{ time: '4:59' }} components={{ time: <strong /> }} />,
    );
    expect(html).toBe('Votre session expire dans <strong>4:59</strong>');
  });
});
