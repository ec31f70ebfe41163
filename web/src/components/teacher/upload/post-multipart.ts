import { t } from '~/i18n/t.ts';

/** A failed upload: the HTTP status (0 when the request never got an answer) and why. */
export class UploadError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The server's `{ detail }` for a 4xx; 5xx texts are not for people, so the fallback. */
export function uploadErrorMessage(status: number, body: string, fallback: string): string {
  if (status < 400 || status >= 500) return fallback;
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; message?: unknown };
    const detail = parsed.detail ?? parsed.message;
    if (typeof detail === 'string' && detail.trim()) return detail;
  } catch {
    // Not JSON (a proxy's page): fall through.
  }
  return fallback;
}

interface PostMultipartOptions {
  url: string;
  form: FormData;
  /** 0..100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  /** Shown for a 5xx, a network failure, or a 4xx without a readable detail. */
  fallbackError: string;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with the session cookie (same origin) and resolves with the JSON
 * answer. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function postMultipart<T>({
  url,
  form,
  onProgress,
  fallbackError,
  signal,
}: PostMultipartOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError(xhr.status, fallbackError));
        }
        return;
      }
      reject(
        new UploadError(
          xhr.status,
          uploadErrorMessage(xhr.status, xhr.responseText, fallbackError),
        ),
      );
    };
    xhr.onerror = () => reject(new UploadError(0, fallbackError));
    xhr.onabort = () => reject(new UploadError(0, t('app.upload.cancelled')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
