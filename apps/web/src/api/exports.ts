// Exports: the server answers a short-lived signed address for the file, and the browser fetches
// it as a plain download (streamed to disk, never held in the page's memory).
import { endpoints, type ExportLink, type ExportRequest } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient, browserDependencies } from './client';

export const EXPORT_FAILED = 'Could not prepare the export. Please try again.';

export function createExportsApi(client: ApiClient, baseUrl: string) {
  return {
    /** The file's download address (absolute, on the API's base) and its name. */
    async requestExport(request: ExportRequest): Promise<ExportLink> {
      const link = await client.call(endpoints.exportsCreate, { body: request }, { defaultErrorMessage: () => EXPORT_FAILED });
      return { ...link, url: `${baseUrl.replace(/\/$/, '')}${link.url}` };
    },
  };
}

export const { requestExport } = createExportsApi(apiClient, browserDependencies().baseUrl ?? '/api');
