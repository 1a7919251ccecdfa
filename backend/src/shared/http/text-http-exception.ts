import { HttpException } from '@nestjs/common';
import { translate, type LocalText } from '../../i18n/translate';

/**
 * An HTTP error outside the domain (an upload refused by multer, a missing file field) whose
 * message is one of our texts: it travels as a key and values, and DomainErrorFilter says it in
 * the reader's language. The response is the English text, as a Nest exception's would be.
 */
export class TextHttpException extends HttpException {
  constructor(
    status: number,
    readonly text: LocalText,
  ) {
    super(translate('en', text.key, text.params), status);
  }
}
