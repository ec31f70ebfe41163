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
import { OpenQuestionsBadge } from '../teacher-questions/OpenQuestionsBadge.tsx';

// Read through the registered router (router.tsx), not routeTree.gen.ts: the route tree
// imports the layouts that import this file.
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavItem {
  label: string;
  to: AppPath;
  icon: Icon;
  /** Other path prefixes that belong to this item (its add form, its detail pages). */
  also?: string[];
  /** A live count beside the label (the teacher's open questions). */
  badge?: ComponentType;
}

export interface AccountLink {
  label: string;
  to: AppPath;
  icon: Icon;
}

export interface RoleNavigation {
  roleLabel: string;
  items: NavItem[];
  account: AccountLink[];
  logoutLabel: string;
  collapsible: boolean;
  /** The header names the page open (its sidebar label), beside the burger: the student area. */
  pageTitleInHeader: boolean;
  /** The teacher top bar's search box. */
  withSearch: boolean;
}

// Labels, order and targets: each area's layout in docs/product.md#routes.
export const ROLE_NAVIGATION: Record<Role, RoleNavigation> = {
  admin: {
    roleLabel: 'Admin',
    items: [
      { label: 'Dashboard', to: '/admin_page', icon: IconLayoutDashboard },
      { label: 'Teachers', to: '/teachers', icon: IconChalkboard },
      {
        label: 'Students',
        to: '/admin/students',
        icon: IconUsers,
        also: ['/students/new', '/admin/roster_import'],
      },
      { label: 'Courses', to: '/courses', icon: IconBook },
      { label: 'Enrollments', to: '/admin/enrollments', icon: IconUserPlus },
      {
        label: 'Student Responses',
        to: '/admin/student_responses',
        icon: IconMessages,
        also: ['/admin/chat-details'],
      },
      { label: 'Terms', to: '/admin/terms', icon: IconCalendarRepeat },
      { label: 'Audit', to: '/admin/audit', icon: IconListSearch },
      { label: 'Data Rights', to: '/admin/privacy', icon: IconShieldLock },
      { label: 'Settings', to: '/settings', icon: IconSettings },
    ],
    account: [
      { label: 'Profile', to: '/settings', icon: IconUser },
      { label: 'Settings', to: '/settings', icon: IconSettings },
    ],
    logoutLabel: 'Log Out',
    collapsible: true,
    pageTitleInHeader: false,
    withSearch: false,
  },
  teacher: {
    roleLabel: 'Teacher',
    items: [
      { label: 'Dashboard', to: '/teacher_dashboard', icon: IconLayoutDashboard },
      { label: 'Courses', to: '/teacher_courses', icon: IconBook },
      { label: 'Activities', to: '/activities', icon: IconMessageChatbot },
      { label: 'Create Activity', to: '/activities/create', icon: IconSquarePlus },
      { label: 'Students', to: '/students', icon: IconUsers },
      {
        label: 'Student Responses',
        to: '/student_responses',
        icon: IconMessages,
        also: ['/chat-details'],
      },
      {
        label: 'Questions',
        to: '/teacher_questions',
        icon: IconMessageQuestion,
        badge: OpenQuestionsBadge,
      },
      { label: 'Settings', to: '/teacher_settings', icon: IconSettings },
    ],
    account: [{ label: 'Settings', to: '/teacher_settings', icon: IconSettings }],
    logoutLabel: 'Logout',
    collapsible: false,
    pageTitleInHeader: false,
    withSearch: true,
  },
  student: {
    roleLabel: 'Student',
    items: [
      { label: 'Dashboard', to: '/student_dashboard', icon: IconLayoutDashboard },
      { label: 'My Courses', to: '/student_courses', icon: IconBook, also: ['/student_course'] },
      {
        label: 'Activities',
        to: '/student_activities',
        icon: IconMessageChatbot,
        also: ['/student_activity'],
      },
      { label: 'Profile', to: '/student_profile', icon: IconUser },
    ],
    account: [{ label: 'Profile', to: '/student_profile', icon: IconUser }],
    logoutLabel: 'Logout',
    collapsible: true,
    pageTitleInHeader: true,
    withSearch: false,
  },
};
