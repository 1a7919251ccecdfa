// Web APIs of Node that the jsdom environment of Vitest's vm pool does not expose, and that Mock
// Service Worker (./api-server.ts) needs when it loads. Imported by ./setup-tests.ts before it.
import * as streams from 'node:stream/web';

const nodeGlobals = {
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  TextDecoderStream: streams.TextDecoderStream,
  TextEncoderStream: streams.TextEncoderStream,
};

for (const [name, value] of Object.entries(nodeGlobals)) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
