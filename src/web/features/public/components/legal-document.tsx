import { Fragment } from 'react';
import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type TLegalDocumentId = 'terms' | 'privacy' | 'purchaseTerms';

interface LegalSection {
  title: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  items?: string[];
}

const otherDocuments: readonly { id: TLegalDocumentId; to: string }[] = [
  { id: 'terms', to: '/legal/terms' },
  { id: 'privacy', to: '/legal/privacy' },
  { id: 'purchaseTerms', to: '/legal/purchase-terms' },
];

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isLegalSection(value: unknown): value is LegalSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.title === 'string' &&
    isStringArray(section.paragraphs) &&
    (section.items === undefined || isStringArray(section.items))
  );
}

/** The catalog's sections, or none while the namespace is missing (t then returns the key itself). */
function toSections(value: unknown): LegalSection[] {
  return Array.isArray(value) ? value.filter(isLegalSection) : [];
}

/** Shows "[à compléter]" placeholders highlighted so the missing company details cannot go unnoticed. */
function TextWithPlaceholders({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]]+\])/);
  return (
    <>
      {parts.map((part, index) =>
        /^\[[^\]]+\]$/.test(part) ? (
          <mark key={index} className="rounded bg-amber-100 px-1 text-slate-900">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

interface LegalDocumentProps {
  document: TLegalDocumentId;
  /** Values interpolated into the texts, e.g. formatted prices. */
  values?: Record<string, string>;
}

/**
 * A legal text from the `legal` namespace: `<document>.title`, `.updated`, `.intro` and `.sections`
 * (an array of { title, paragraphs[], items?[] }), with a table of contents.
 */
export function LegalDocument({ document, values }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const sections = toSections(t(`${document}.sections`, { returnObjects: true, ...values }));
  const sectionId = (index: number) => `${document}-section-${index + 1}`;

  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t(`${document}.title`)}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <TextWithPlaceholders text={t(`${document}.updated`)} />
        </p>
        <p className="mt-4 text-lg text-slate-700">
          <TextWithPlaceholders text={t(`${document}.intro`, values)} />
        </p>
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800">
          {t('common.placeholderNotice')}
        </p>
      </header>

      {sections.length > 0 ? (
        <nav
          aria-label={t('common.tableOfContents')}
          className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
        >
          <p className="font-semibold text-slate-900">{t('common.tableOfContents')}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(index)}`}
                  className="text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {sections.map((section, index) => (
        <section
          key={section.title}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${sectionId(index)}-title`} className="text-xl font-bold text-slate-900">
            {`${index + 1}. ${section.title}`}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              <TextWithPlaceholders text={paragraph} />
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              {section.items.map((item) => (
                <li key={item}>
                  <TextWithPlaceholders text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <footer className="mt-12 border-t border-slate-200 pt-6">
        <p className="text-sm font-semibold text-slate-900">{t('common.otherDocuments')}</p>
        <ul className="mt-2 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          {otherDocuments
            .filter((other) => other.id !== document)
            .map((other) => (
              <li key={other.id}>
                <Link
                  to={other.to}
                  className="text-emerald-800 underline underline-offset-4 hover:text-emerald-900"
                >
                  {t(`${other.id}.title`)}
                </Link>
              </li>
            ))}
          <li>
            <Link
              to="/support"
              className="text-emerald-800 underline underline-offset-4 hover:text-emerald-900"
            >
              {t('common.contact')}
            </Link>
          </li>
        </ul>
      </footer>
    </article>
  );
}
