import { TRPCClientError } from '@trpc/client';
import { t } from '../i18n/t.ts';

interface ErrorData {
  code?: string;
  zodError?: { fieldErrors?: Record<string, string[] | undefined>; formErrors?: string[] } | null;
}

/** Field messages from a BAD_REQUEST whose data carries the flattened zod error. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as ErrorData | undefined;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data?.zodError?.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first) out[field] = first;
  }
  return out;
}

/** A sentence to show a person: the server's message, never a raw stack or JSON dump. */
export function errorMessage(error: unknown, fallback = t('public.error.generic')): string {
  if (error instanceof TRPCClientError) {
    const fields = Object.values(fieldErrors(error));
    const formErrors = (error.data as ErrorData | undefined)?.zodError?.formErrors ?? [];
    const first = fields[0] ?? formErrors[0];
    if (first) return first;
    if (!error.data && unanswered(error)) return t('public.error.network');
    return issuesMessage(error.message) ?? (error.message || fallback);
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The call got no answer: the request could not leave, or its websocket closed under it. */
function unanswered(error: Error): boolean {
  const cause: unknown = error.cause;
  return (
    /fetch|network/i.test(error.message) ||
    (cause instanceof Error && cause.name === 'TRPCWebSocketClosedError') ||
    (typeof Event !== 'undefined' && cause instanceof Event)
  );
}

/** Without a formatter, an input error's message is zod's issue list serialised as JSON. */
function issuesMessage(message: string): string | undefined {
  if (!message.startsWith('[')) return undefined;
  try {
    const issues = JSON.parse(message) as unknown;
    if (Array.isArray(issues)) {
      const first = issues[0] as { message?: unknown } | undefined;
      if (typeof first?.message === 'string') return first.message;
    }
  } catch {
    // Not JSON after all: show it as it is.
  }
  return undefined;
}
