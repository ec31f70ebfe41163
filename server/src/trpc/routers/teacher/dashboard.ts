import { teacherDashboard } from '../../../services/teacher/dashboard.ts';
import { teacherProcedure } from '../../init.ts';

export const teacherDashboardQuery = teacherProcedure.query(({ ctx }) =>
  teacherDashboard(ctx.em, ctx.user),
);
