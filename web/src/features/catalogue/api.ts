// Server calls of the catalogue screens: lists as queries, saves and deletes as mutations that refresh them.
import type {
  CertificationItem, ControllerTypeItem, DocumentTypeItem, ModelItem, ProductItem, ProductTypeItem, RegionItem,
} from '@gsis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

export interface CatalogueLists {
  '/mgmt/doctype/list': DocumentTypeItem;
  '/mgmt/product/type/list': ProductTypeItem;
  '/mgmt/product/list': ProductItem;
  '/mgmt/product/model/list': ModelItem;
  '/mgmt/product/certification/list': CertificationItem;
  '/mgmt/product/controller/list': ControllerTypeItem;
  '/mgmt/region/list': RegionItem;
}

/**
 * One list of the catalogue. Labels come back in the reader's language, so the language is part of the key.
 * A list that cannot be loaded (no authority, server down) is the page failing: the route's error page shows it.
 */
export function useCatalogueList<P extends keyof CatalogueLists>(path: P, body: Record<string, unknown> = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalogue', path, body, i18n.language],
    queryFn: async ({ signal }) => (await api<CatalogueLists[P][]>(path, { method: 'POST', body, signal })).data,
    placeholderData: (previous) => previous,
    throwOnError: true,
  });
}

/** A save or delete; every catalogue list is refreshed after it, since counts cross from one list to another. */
export function useCatalogueWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await api<unknown>(path, { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
