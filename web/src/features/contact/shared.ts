// The Contact Us screens' namespace.
import { useTranslation } from 'react-i18next';

export const useContactT = () => useTranslation('contact');
