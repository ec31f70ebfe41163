import { router } from './init.ts';
import { adminRouter } from './routers/admin/index.ts';
import { meRouter } from './routers/me/index.ts';
import { modelsRouter } from './routers/models/index.ts';
import { publicRouter } from './routers/public/index.ts';
import { studentRouter } from './routers/student/index.ts';
import { teacherRouter } from './routers/teacher/index.ts';

export const appRouter = router({
  public: publicRouter,
  me: meRouter,
  models: modelsRouter,
  admin: adminRouter,
  teacher: teacherRouter,
  student: studentRouter,
});

export type AppRouter = typeof appRouter;
