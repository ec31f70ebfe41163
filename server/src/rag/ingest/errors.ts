/**
 * A per-file ingestion failure. Its message is shown to teachers as is, so it always starts
 * with the file's original name and says what to do differently; other files still ingest.
 */
export class IngestError extends Error {
  override readonly name = 'IngestError';
  readonly fileName: string;

  constructor(fileName: string, reason: string) {
    super(`${fileName}: ${reason}`);
    this.fileName = fileName;
  }
}

export const UNSUPPORTED_TYPE = 'unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.';
export const EMPTY_FILE = 'the file is empty.';
