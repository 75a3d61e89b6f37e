// Reads a server-sent event stream from a fetch answer (EventSource cannot send a body or a bearer
// token), handing each event to `onEvent` as it arrives.
import { createParser } from 'eventsource-parser';
import { ApiError } from './errors';

export async function readEventStream(response: Response, onEvent: (event: { event: string; data: string }) => void): Promise<void> {
  if (!response.body) throw new ApiError('The answer stopped before it began.', 0, 'NETWORK_ERROR');
  const parser = createParser({ onEvent: (message) => onEvent({ event: message.event ?? 'message', data: message.data }) });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    // An error the reader of the events raised (an error event) is the answer's own.
    if (error instanceof ApiError) throw error;
    throw new ApiError('The answer was cut off. Check your connection and try again.', 0, 'NETWORK_ERROR', error instanceof Error ? error.message : undefined);
  } finally {
    reader.releaseLock();
  }
}
