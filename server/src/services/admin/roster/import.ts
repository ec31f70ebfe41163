import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RosterRole } from '@teachchat/shared';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import type { INotification } from '../../../db/entities/notification.ts';
import { type IUser, User } from '../../../db/entities/user.ts';
import { conflict } from '../../../errors.ts';
import { createNotifications } from '../../notifications.ts';
import { enrollmentNotice } from '../enrollment-notice.ts';
import { planRoster, type RosterPlan } from './plan.ts';
import type { RosterSheet } from './read.ts';
import { text } from '../../../texts/index.ts';

export interface RosterImport {
  plan: RosterPlan;
  /** Notifications of people who were registered before, who may have the app open. */
  toAnnounce: INotification[];
}

/**
 * Imports the roster's valid rows in one transaction: the plan is made again inside it, with
 * the named courses locked, so places and emails are checked as they are at commit; any
 * failure leaves nothing of the roster behind.
 */
export async function importRoster(
  em: EntityManager,
  role: RosterRole,
  sheet: RosterSheet,
): Promise<RosterImport> {
  try {
    return await em.transactional(async (tx) => {
      const plan = await planRoster(tx, role, sheet, { lock: true });
      const added = new Map<string, IUser>();
      for (const [email, v] of plan.additions) {
        const { firstName, lastName, departmentCode, phone } = v;
        added.set(
          email,
          tx.create(User, { role, email, firstName, lastName, departmentCode, phone }),
        );
      }
      const toAnnounce: INotification[] = [];
      for (const { email, studentId, course } of plan.enrollments) {
        const student = studentId ?? added.get(email)?.id;
        if (!student) throw new Error(`no student for ${email}`);
        tx.create(Enrollment, { course, student });
        const notices = createNotifications(tx, [student], enrollmentNotice(course));
        if (studentId) toAnnounce.push(...notices);
      }
      await tx.flush();
      return { plan, toAnnounce };
    });
  } catch (err) {
    // Another admin added one of these people between our check and the commit.
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(text('error.rosterChanged'));
    }
    throw err;
  }
}
