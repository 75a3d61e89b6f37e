import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@stash/shared';
import type { EntitiesApi } from '../../api/entities';
import { EntitiesApiContext } from '../../api/entities-hooks';
import { downloadCalendarFile } from '../../lib/calendar-file';
import type * as CalendarFile from '../../lib/calendar-file';
import { EventsPage } from './events-page';
import { makeEventEntity } from './testing';

vi.mock('../../lib/calendar-file', async (importOriginal) => ({
  ...(await importOriginal<typeof CalendarFile>()),
  downloadCalendarFile: vi.fn(),
}));
const mockedDownload = vi.mocked(downloadCalendarFile);

const NOW = new Date(2026, 5, 10, 12, 0).getTime(); // Wednesday, June 10 2026, local time
const clock = () => NOW;

const jazz = makeEventEntity({ id: 'jazz', name: 'Jazz Night', start: '2026-06-12T20:00:00', address: 'Smalls, 183 W 10th St', price: '$20' });
const market = makeEventEntity({ id: 'market', name: 'Night Market', start: '2026-06-12', allDay: true });
const film = makeEventEntity({ id: 'film', name: 'Film Club', start: '2026-06-20T19:00:00' });
const old = makeEventEntity({ id: 'old', name: 'Old Gig', start: '2026-05-01T21:00:00' });
const undated = makeEventEntity({ id: 'undated', name: 'Someday Show' });
const restaurant = makeEventEntity({ id: 'lucali', name: 'Lucali', entityType: 'restaurant', routingClass: 'PhysicalVenue' });

function EventProbe() {
  const location = useLocation();
  const state = location.state as { entity?: Entity; from?: string } | null;
  return <p>{`Event page ${location.pathname} from ${state?.from ?? '?'} with ${state?.entity?.entity_name ?? '?'}`}</p>;
}

function renderEvents(load: EntitiesApi['listAllEntities'], at = '/events') {
  const api = { listAllEntities: vi.fn(load) } as unknown as EntitiesApi;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EntitiesApiContext.Provider value={api}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/events" element={<EventsPage now={clock} />} />
            <Route path="/event/:id" element={<EventProbe />} />
          </Routes>
        </MemoryRouter>
        <Toaster theme="light" />
      </EntitiesApiContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

const serve = (entities: Entity[]) => renderEvents(async () => entities);

afterEach(() => mockedDownload.mockReset());

describe('Events', () => {
  it('shows a loading state while the entities load', () => {
    renderEvents(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your events');
  });

  it('tells how to save an event when there are none', async () => {
    serve([restaurant]);
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeInTheDocument();
    expect(screen.getByText(/Save a Link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add all upcoming' })).not.toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    const api = renderEvents(async () => {
      if (fail) throw new Error('Server is down');
      return [jazz];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is down');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(api.listAllEntities).toHaveBeenCalledTimes(2);
  });

  it('lists upcoming events by day, with time, place and price', async () => {
    serve([film, old, jazz, market, undated, restaurant]);
    const friday = await screen.findByRole('region', { name: 'Friday, June 12, 2026' });
    expect(within(friday).getByRole('heading', { level: 2 })).toHaveTextContent('Friday, June 12');
    const cards = within(friday).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Night Market', 'Jazz Night']);
    expect(cards[0]).toHaveTextContent('All day');
    expect(cards[1]).toHaveTextContent('8:00 PM');
    expect(cards[1]).toHaveTextContent('Smalls, 183 W 10th St');
    expect(cards[1]).toHaveTextContent('$20');
    expect(screen.getByRole('region', { name: 'Saturday, June 20, 2026' })).toHaveTextContent('Film Club');
    expect(screen.queryByText('Old Gig')).not.toBeInTheDocument();
    expect(screen.queryByText('Lucali')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Someday Show' })).toBeInTheDocument();
    expect(screen.getByText('3 upcoming · 1 past')).toBeInTheDocument();
  });

  it('shows past events on their tab', async () => {
    serve([jazz, old]);
    await userEvent.click(await screen.findByRole('tab', { name: /Past/ }));
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Friday, May 1, 2026' })).toHaveTextContent('Old Gig');
    expect(screen.queryByText('Jazz Night')).not.toBeInTheDocument();
  });

  it('says when nothing is coming up but past events exist', async () => {
    serve([old]);
    expect(await screen.findByText(/Nothing coming up/)).toBeInTheDocument();
  });

  it('opens an event page with the entity and where to come back to', async () => {
    serve([jazz]);
    await userEvent.click(await screen.findByRole('link', { name: 'Jazz Night' }));
    expect(screen.getByText('Event page /event/jazz from /events with Jazz Night')).toBeInTheDocument();
  });

  it('downloads one event as an .ics file', async () => {
    serve([jazz, film]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Jazz Night to calendar' }));
    expect(mockedDownload).toHaveBeenCalledTimes(1);
    const [text, fileName] = mockedDownload.mock.calls[0] ?? [];
    expect(fileName).toBe('jazz-night.ics');
    expect(text).toContain('SUMMARY:Jazz Night');
    expect(text).toContain('UID:jazz@stash');
    expect(text?.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(await screen.findByText('Calendar file downloaded')).toBeInTheDocument();
  });

  it('downloads all upcoming events as one file', async () => {
    serve([jazz, film, market, old]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add all upcoming' }));
    const [text, fileName] = mockedDownload.mock.calls[0] ?? [];
    expect(fileName).toBe('stash-upcoming-events.ics');
    expect(text?.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).not.toContain('Old Gig');
  });

  it('shows a month with the event days marked, moved through with the keyboard', async () => {
    serve([jazz, market, film]);
    await userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    const grid = screen.getByRole('grid', { name: /June 2026/ });
    const chosen = within(grid).getByRole('button', { name: 'Friday, June 12, 2026, 2 events' });
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByRole('button', { name: 'Wednesday, June 10, 2026, today, no events' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Friday, June 12, 2026' })).toHaveTextContent('Jazz Night');

    act(() => chosen.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('button', { name: 'Saturday, June 13, 2026, no events' })).toHaveFocus();
    expect(screen.getByText('Nothing on Saturday, June 13, 2026.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'Saturday, June 20, 2026, 1 event' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Saturday, June 20, 2026' })).toHaveTextContent('Film Club');
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(screen.getByRole('grid', { name: /July 2026/ })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Monday, July 20, 2026, no events' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: /June 2026/ })).toBeInTheDocument();
  });

  it('keeps the tab and view in the address', async () => {
    renderEvents(async () => [old, jazz], '/events?tab=past&view=month');
    expect(await screen.findByRole('grid', { name: /May 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Friday, May 1, 2026' })).toHaveTextContent('Old Gig');
  });
});
