// Imports of a platform's export or a file of links: the upload (the file's bytes as they are),
// the member's imports, one import's progress, cancel and undo; and their React Query bindings.
// An import's progress is polled while it runs, so it survives reloads (it lives on the server).
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Import, type TikTokImportList } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { postQueryKeys } from './post-query-keys';
import { useSession } from './use-session';

export function createImportsApi(client: ApiClient) {
  return {
    uploadImport: (file: Blob, fileName: string, tiktokLists: TikTokImportList): Promise<Import> =>
      client.call(endpoints.importsCreate, { query: { file_name: fileName, tiktok_lists: tiktokLists }, body: file }),
    listImports: async (): Promise<Import[]> => (await client.call(endpoints.importsList, {})).imports,
    getImport: (id: string): Promise<Import> => client.call(endpoints.importsGet, { params: { id } }),
    cancelImport: (id: string): Promise<Import> => client.call(endpoints.importsCancel, { params: { id } }),
    undoImport: (id: string): Promise<Import> => client.call(endpoints.importsUndo, { params: { id } }),
  };
}

export const { uploadImport, listImports, getImport, cancelImport, undoImport } = createImportsApi(apiClient);

/** An import that will change no more by itself (until the member undoes it). */
export const isFinished = (imported: Pick<Import, 'status'>) => imported.status !== 'reading' && imported.status !== 'importing' && imported.status !== 'undoing';

/** How often a running import's progress is read again. */
export const IMPORT_POLL_MS = 2_000;

export const importQueryKeys = {
  all: ['imports'] as const,
  list: () => ['imports', 'list'] as const,
  one: (id: string) => ['imports', 'one', id] as const,
};

export function useImports() {
  const { status } = useSession();
  return useQuery({
    queryKey: importQueryKeys.list(),
    queryFn: listImports,
    enabled: status === 'signed_in',
    refetchInterval: (query) => (query.state.data?.some((each) => !isFinished(each)) ? IMPORT_POLL_MS : false),
  });
}

/**
 * One import, read again every 2 s while it runs; `known` is what the list said of it. When an
 * undo it was running ends, the member's posts are read afresh (its stashes are gone by then).
 */
export function useImport(id: string, known?: Import) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importQueryKeys.one(id),
    queryFn: () => getImport(id),
    enabled: status === 'signed_in',
    ...(known ? { initialData: known } : {}),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
  const wasUndoing = useRef(false);
  const undoing = query.data?.status === 'undoing';
  useEffect(() => {
    if (wasUndoing.current && !undoing) void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    wasUndoing.current = undoing;
  }, [undoing, queryClient]);
  return query;
}

/** Keeps an answer about one import in both the import's and the list's cache. */
function useRemember() {
  const queryClient = useQueryClient();
  return (imported: Import) => {
    queryClient.setQueryData(importQueryKeys.one(imported.id), imported);
    queryClient.setQueryData<Import[]>(importQueryKeys.list(), (list) =>
      list ? [imported, ...list.filter((each) => each.id !== imported.id)].sort((a, b) => b.created_at.localeCompare(a.created_at)) : [imported],
    );
  };
}

export function useUploadImport() {
  const remember = useRemember();
  return useMutation({
    mutationFn: ({ file, tiktokLists }: { file: File; tiktokLists: TikTokImportList }) => uploadImport(file, file.name || 'import', tiktokLists),
    onSuccess: remember,
  });
}

export function useCancelImport() {
  const remember = useRemember();
  return useMutation({ mutationFn: cancelImport, onSuccess: remember });
}

export function useUndoImport() {
  const remember = useRemember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: (imported) => {
      remember(imported);
      // Its stashes are gone: every list of posts is stale.
      void queryClient.invalidateQueries();
    },
  });
}
