import { AppError } from '../../errors.ts';

/**
 * A per-file ingestion failure. Its message is shown to teachers as is, so it always starts
 * with the file's original name and says what to do differently; other files still ingest.
 * Met while an upload is checked, it refuses the upload as bad input.
 */
export class IngestError extends AppError {
  override readonly name = 'IngestError';
  readonly fileName: string;

  constructor(fileName: string, reason: string) {
    super('bad-input', `${fileName}: ${reason}`);
    this.fileName = fileName;
  }
}

export const UNSUPPORTED_TYPE = 'unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.';
export const EMPTY_FILE = 'the file is empty.';
