import { PageMeta } from '../../../components/layout/page-meta';
import { LegalDocument } from '../components/legal-document';

export default function LegalPrivacyPage() {
  return (
    <>
      <PageMeta page="legalPrivacy" />
      <LegalDocument document="privacy" />
    </>
  );
}
