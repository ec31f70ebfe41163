import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Frames sent to one socket within one turn of the event loop leave in one write. A chat
 * turn sends several events together (the end of the reply and its sources, typing and the
 * question), and each frame would otherwise be its own write, with the kernel's TCP work
 * charged to this node's one thread (docs/benchmarks.md, turn.ts).
 */
export function coalesceFrames(server: WebSocketServer): void {
  server.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const socket = req.socket;
    const send = ws.send.bind(ws) as (...args: unknown[]) => void;
    let corked = false;
    ws.send = ((...args: unknown[]) => {
      if (!corked) {
        corked = true;
        socket.cork();
        // After every callback of this turn of the loop: what they sent goes out together.
        setImmediate(() => {
          corked = false;
          socket.uncork();
        });
      }
      send(...args);
    }) as WebSocket['send'];
  });
}
