import type { EarlySearch } from '../rag/answer/answer.ts';
import type { SearchedActivity } from '../rag/retrieve.ts';
import { setNewest } from '../bounded-map.ts';

// Students (in an activity) and activities one node remembers; the oldest are forgotten.
const STUDENTS = 10_000;
const ACTIVITIES = 64;

/**
 * Starts a question's search while PostgreSQL saves it, rather than after: the send's one
 * statement (save-question.ts) reads the activity and checks the student's access, and
 * waits for its commit. A search starts early only for a student this node let ask in the
 * activity at their last send, on the activity as this node last searched it (so the
 * material cache is not turned over to an older material); the answer takes it only if the
 * statement reads the same material and the question needs no conversation
 * (answer.ts, earlyRetrieval). A send that is refused has used up its student's place:
 * the next send searches after its statement, as before.
 */
export function createEarlySearches(
  search: (activity: SearchedActivity, question: string) => EarlySearch,
) {
  // `${studentId} ${activityId}` → the student's conversation in it.
  const allowed = new Map<string, string>();
  const activities = new Map<string, SearchedActivity>();

  return {
    /** A reply starts: its student may ask in its activity. */
    allow(studentId: string, conversationId: string, activity: SearchedActivity): void {
      setNewest(allowed, `${studentId} ${activity.id}`, conversationId, STUDENTS);
      setNewest(
        activities,
        activity.id,
        {
          id: activity.id,
          vectorStore: activity.vectorStore,
          materialStamp: activity.materialStamp,
        },
        ACTIVITIES,
      );
    },

    /** The question's search, if this node may start it now; `busy` tells a conversation
     * whose reply is still being written (the send will be refused). */
    begin(
      studentId: string,
      activityId: string,
      question: string,
      busy: (conversationId: string) => boolean,
    ): EarlySearch | undefined {
      const key = `${studentId} ${activityId}`;
      const conversationId = allowed.get(key);
      const activity = activities.get(activityId);
      if (!conversationId || !activity || busy(conversationId)) return undefined;
      allowed.delete(key);
      return search(activity, question);
    },
  };
}
