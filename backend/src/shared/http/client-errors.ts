import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { translate } from '../../i18n/translate';

/**
 * Requests Node's HTTP parser refuses before Express sees them (a request line or headers over
 * the 16 KB limit, malformed HTTP) get the same JSON error body as every other error, instead of
 * Node's bare status line. There are no headers to read a language from, so the text is English.
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLong ? 431 : 400;
    const body = JSON.stringify({
      statusCode: status,
      message: translate('en', tooLong ? 'HTTP.431' : 'HTTP.400'),
      error: tooLong ? 'Request Header Fields Too Large' : 'Bad Request',
    });
    socket.end(
      `HTTP/1.1 ${status} ${tooLong ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
