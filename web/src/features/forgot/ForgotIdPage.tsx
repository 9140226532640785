import { ForgotPage } from './ForgotPage.tsx';

export default function ForgotIdPage() {
  return <ForgotPage page="id" />;
}
