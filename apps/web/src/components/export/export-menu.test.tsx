import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestExport } from '../../api/exports';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ExportMenu } from './export-menu';

vi.mock('../../api/exports', () => ({ EXPORT_FAILED: 'Could not prepare the export. Please try again.', requestExport: vi.fn() }));

const link = { url: '/api/exports/abc.def', file_name: 'stash-2026-11-26.geojson', expires_at: '2026-11-26T10:05:00.000Z' };

describe('ExportMenu', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    vi.mocked(requestExport).mockReset();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });

  it('asks for the chosen file of the current filter and downloads it from the answered address', async () => {
    vi.mocked(requestExport).mockResolvedValue(link);
    renderWithProviders(<ExportMenu filter={{ category: 'food' }} />, { at: '/manage', path: '/manage' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByText('Your places, for Google My Maps, QGIS or geojson.io.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Map \(GeoJSON\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual([{ href: link.url, download: link.file_name }]));
    expect(requestExport).toHaveBeenCalledWith({ format: 'geojson', filter: { category: 'food' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports everything when asked, and says so when the export cannot be prepared', async () => {
    vi.mocked(requestExport).mockRejectedValue(new Error('Rate limit exceeded. Please try again later.'));
    renderWithProviders(<ExportMenu filter={{ category: 'food' }} />, { at: '/manage', path: '/manage' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Everything' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded. Please try again later.');
    expect(requestExport).toHaveBeenCalledWith({ format: 'csv' });
    expect(clicked).toEqual([]);
  });

  it('offers no choice of stashes without a filter', async () => {
    renderWithProviders(<ExportMenu />, { at: '/profile', path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByRole('radio', { name: 'Current filter' })).not.toBeInTheDocument();
  });
});
