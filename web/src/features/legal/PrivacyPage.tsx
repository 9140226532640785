import { LegalDocument } from './LegalDocument.tsx';

export default function PrivacyPage() {
  return <LegalDocument page="privacy" />;
}
