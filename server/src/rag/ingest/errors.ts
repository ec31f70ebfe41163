import { AppError } from '../../errors.ts';
import { text } from '../../texts/index.ts';

/** Why a file was refused: the catalogue's `ingest.<reason>` (server/src/texts). */
export type IngestReason =
  | 'unsupportedType'
  | 'emptyFile'
  | 'noText'
  | 'noCsvRows'
  | 'pdfPassword'
  | 'pdfDamaged'
  | 'pdfNoText'
  | 'docxTooLarge'
  | 'docxUnreadable'
  | 'docxNoText';

/**
 * A per-file ingestion failure. Its message is shown to teachers, so it always starts with
 * the file's original name and says what to do differently; other files still ingest. Met
 * while an upload is checked, it refuses the upload as bad input, in the teacher's language;
 * a file that fails later keeps the English `message` as its saved reason.
 */
export class IngestError extends AppError {
  override readonly name = 'IngestError';
  readonly fileName: string;

  constructor(fileName: string, reason: IngestReason) {
    super('bad-input', text(`ingest.${reason}`, { file: fileName }));
    this.fileName = fileName;
  }
}

export const UNSUPPORTED_TYPE = 'unsupportedType';
export const EMPTY_FILE = 'emptyFile';
