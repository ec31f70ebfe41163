// The inputs of the admin screens' queries, shared by each route's loader and its screen so
// both read one cache entry. A loader imports them from here, never from a component file:
// loaders are in the app's first download, and with them everything they import.

/**
 * A whole list (courses, teachers, students), loaded once and searched in the browser:
 * searching is instant and the URL keeps the search.
 */
export const WHOLE_LIST = {};

/** The dashboard's contact inbox: the newest messages. */
export const INBOX = { limit: 5, offset: 0 };
