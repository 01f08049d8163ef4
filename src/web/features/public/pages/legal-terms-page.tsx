import { PageMeta } from '../../../components/layout/page-meta';
import { LegalDocument } from '../components/legal-document';

export default function LegalTermsPage() {
  return (
    <>
      <PageMeta page="legalTerms" />
      <LegalDocument document="terms" />
    </>
  );
}
