import { LegalDocument } from './LegalDocument.tsx';

export default function TermsPage() {
  return <LegalDocument page="terms" />;
}
