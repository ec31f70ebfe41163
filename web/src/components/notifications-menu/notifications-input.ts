/** The header menu shows the newest notifications; older ones stay on the server. */
export const NOTIFICATIONS_INPUT = { limit: 20 };
