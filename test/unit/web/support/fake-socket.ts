import type { FeedSocket } from '../../../../web/src/api/realtime-connection.js';

/** A WebSocket the test drives: it opens, pushes frames and drops when told, and records what was sent. */
export class FakeSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onclose: FeedSocket['onclose'] = null;
  onerror: FeedSocket['onerror'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.onopen?.({} as Event);
  }
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.({} as CloseEvent);
  }
}
