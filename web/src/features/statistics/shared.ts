// The statistics screens' namespace.
import { useTranslation } from 'react-i18next';

export const useStatisticsT = () => useTranslation('statistics');
