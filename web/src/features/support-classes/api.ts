// Server calls of the classification screens, for either kind. Every change refreshes the 'support' area.
import type { SupportClassManager } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import type { ClassKind } from './kinds.ts';

export const useClasses = ({ api }: ClassKind) => useEndpointQuery(api.list, undefined, { select: (data) => data.items });
export const useClassDetail = ({ api }: ClassKind, classId: number | undefined) =>
  useEndpointQuery(api.detail, { classId: classId ?? 0 }, { enabled: classId !== undefined });
export const useSaveClass = ({ api }: ClassKind) => useEndpointMutation(api.save);
export const useDeleteClass = ({ api }: ClassKind) => useEndpointMutation(api.delete);
export const useManagers = ({ api }: ClassKind, classId: number) => useEndpointQuery(api.managers, { classId }, { select: (data) => data.items });
export const useSaveManagers = ({ api }: ClassKind) => useEndpointMutation(api.saveManagers);
export const useCandidates = ({ api }: ClassKind, keyword: string) =>
  useEndpointQuery(api.candidates, { keyword }, { enabled: keyword.trim().length > 0, select: (data): SupportClassManager[] => data.items, placeholderData: (previous) => previous });
