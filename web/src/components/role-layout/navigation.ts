import type { Role } from '@teachchat/shared';
import {
  IconBook,
  IconCalendarRepeat,
  IconChalkboard,
  IconLayoutDashboard,
  IconListSearch,
  IconMessageChatbot,
  IconMessageQuestion,
  IconMessages,
  IconSettings,
  IconShieldLock,
  IconSquarePlus,
  IconUser,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { OpenQuestionsBadge } from '../teacher-questions/OpenQuestionsBadge.tsx';

// Read through the registered router (router.tsx), not routeTree.gen.ts: the route tree
// imports the layouts that import this file.
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavItem {
  label: MessageKey;
  to: AppPath;
  icon: Icon;
  /** Other path prefixes that belong to this item (its add form, its detail pages). */
  also?: string[];
  /** A live count beside the label (the teacher's open questions). */
  badge?: ComponentType;
}

export interface AccountLink {
  label: MessageKey;
  to: AppPath;
  icon: Icon;
}

export interface RoleNavigation {
  roleLabel: MessageKey;
  items: NavItem[];
  account: AccountLink[];
  logoutLabel: MessageKey;
  collapsible: boolean;
  /** The header names the page open (its sidebar label), beside the burger: the student area. */
  pageTitleInHeader: boolean;
  /** The teacher top bar's search box. */
  withSearch: boolean;
}

// Labels (catalogue keys), order and targets: each area's layout in docs/product.md#routes.
export const ROLE_NAVIGATION: Record<Role, RoleNavigation> = {
  admin: {
    roleLabel: 'app.role.admin',
    items: [
      { label: 'app.nav.dashboard', to: '/admin_page', icon: IconLayoutDashboard },
      { label: 'app.nav.teachers', to: '/teachers', icon: IconChalkboard },
      {
        label: 'app.nav.students',
        to: '/admin/students',
        icon: IconUsers,
        also: ['/students/new', '/admin/roster_import'],
      },
      { label: 'app.nav.courses', to: '/courses', icon: IconBook },
      { label: 'app.nav.enrollments', to: '/admin/enrollments', icon: IconUserPlus },
      {
        label: 'app.nav.studentResponses',
        to: '/admin/student_responses',
        icon: IconMessages,
        also: ['/admin/chat-details'],
      },
      { label: 'app.nav.terms', to: '/admin/terms', icon: IconCalendarRepeat },
      { label: 'app.nav.audit', to: '/admin/audit', icon: IconListSearch },
      { label: 'app.nav.dataRights', to: '/admin/privacy', icon: IconShieldLock },
      { label: 'app.nav.settings', to: '/settings', icon: IconSettings },
    ],
    account: [
      { label: 'app.nav.profile', to: '/settings', icon: IconUser },
      { label: 'app.nav.settings', to: '/settings', icon: IconSettings },
    ],
    logoutLabel: 'app.nav.logOut',
    collapsible: true,
    pageTitleInHeader: false,
    withSearch: false,
  },
  teacher: {
    roleLabel: 'app.role.teacher',
    items: [
      { label: 'app.nav.dashboard', to: '/teacher_dashboard', icon: IconLayoutDashboard },
      { label: 'app.nav.courses', to: '/teacher_courses', icon: IconBook },
      { label: 'app.nav.activities', to: '/activities', icon: IconMessageChatbot },
      { label: 'app.nav.createActivity', to: '/activities/create', icon: IconSquarePlus },
      { label: 'app.nav.students', to: '/students', icon: IconUsers },
      {
        label: 'app.nav.studentResponses',
        to: '/student_responses',
        icon: IconMessages,
        also: ['/chat-details'],
      },
      {
        label: 'app.nav.questions',
        to: '/teacher_questions',
        icon: IconMessageQuestion,
        badge: OpenQuestionsBadge,
      },
      { label: 'app.nav.settings', to: '/teacher_settings', icon: IconSettings },
    ],
    account: [{ label: 'app.nav.settings', to: '/teacher_settings', icon: IconSettings }],
    logoutLabel: 'app.nav.logout',
    collapsible: false,
    pageTitleInHeader: false,
    withSearch: true,
  },
  student: {
    roleLabel: 'app.role.student',
    items: [
      { label: 'app.nav.dashboard', to: '/student_dashboard', icon: IconLayoutDashboard },
      {
        label: 'app.nav.myCourses',
        to: '/student_courses',
        icon: IconBook,
        also: ['/student_course'],
      },
      {
        label: 'app.nav.activities',
        to: '/student_activities',
        icon: IconMessageChatbot,
        also: ['/student_activity'],
      },
      { label: 'app.nav.profile', to: '/student_profile', icon: IconUser },
    ],
    account: [{ label: 'app.nav.profile', to: '/student_profile', icon: IconUser }],
    logoutLabel: 'app.nav.logout',
    collapsible: true,
    pageTitleInHeader: true,
    withSearch: false,
  },
};
