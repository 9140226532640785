import { ForgotPage } from './ForgotPage.tsx';

export default function ForgotPasswordPage() {
  return <ForgotPage page="password" />;
}
