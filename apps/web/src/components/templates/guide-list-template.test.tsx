import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GuideStop } from './guide-map';
import { GuideListTemplateView, guideStops } from './guide-list-template';

// Leaflet itself is not what these tests are about; the stand-in shows which stops it was given.
vi.mock('./guide-map', () => ({
  default: ({ stops }: { stops: GuideStop[] }) => <p data-testid="guide-map">{stops.map((stop) => `${stop.number}:${stop.name}`).join('|')}</p>,
}));
import { guideRouteUrl } from './guide-route';
import { emptyGuideList, sampleGuideList } from './sample-templates';

function renderGuide(data = sampleGuideList) {
  return render(
    <MemoryRouter>
      <GuideListTemplateView data={data} />
    </MemoryRouter>,
  );
}

describe('GuideListTemplateView', () => {
  it('lists the stops in order, linking those that became entities', () => {
    renderGuide();
    const stops = within(screen.getByRole('list', { name: 'Guide stops' })).getAllByRole('listitem');
    expect(stops).toHaveLength(3);
    expect(stops[0]).toHaveTextContent('Manteigaria');
    expect(within(stops[0]!).getByRole('link', { name: 'Manteigaria' })).toHaveAttribute('href', '/venue/3f0c6a1e-8d5b-4f6a-9a7e-0c1d2e3f4a5b');
    expect(within(stops[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(stops[2]).toHaveTextContent('Rua de São Miguel, Alfama · Dec 5, 2026');
    expect(within(stops[2]!).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', 'https://tickets.example.com/fado');
    expect(screen.getByText('Guide · Lisbon')).toBeInTheDocument();
  });

  it('puts the stops with coordinates on the map, numbered as in the list', async () => {
    renderGuide();
    expect(await screen.findByTestId('guide-map')).toHaveTextContent('1:Manteigaria|2:Miradouro da Graça');
    expect(guideStops(emptyGuideList.items)).toEqual([]);
  });

  it('links a route through the stops that have a place', () => {
    renderGuide();
    const href = screen.getByRole('link', { name: /Route through these stops/ }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.searchParams.get('origin')).toBe('38.7106,-9.1439');
    expect(url.searchParams.get('waypoints')).toBe('38.7163,-9.1316');
    expect(url.searchParams.get('destination')).toBe('Fado night, Rua de São Miguel, Alfama');
  });

  it("says 'No guide data available' for a guide without items", () => {
    renderGuide(emptyGuideList);
    expect(screen.getByText('No guide data available')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('needs two placed stops for a route', () => {
    expect(guideRouteUrl(sampleGuideList.items.slice(0, 1))).toBeNull();
  });
});
