import { LegalDocument } from './LegalDocument.tsx';

export default function LegalNoticePage() {
  return <LegalDocument page="notice" />;
}
