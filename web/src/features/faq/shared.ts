// The FAQ screens' namespace.
import { useTranslation } from 'react-i18next';

export const useFaqT = () => useTranslation('faq');
