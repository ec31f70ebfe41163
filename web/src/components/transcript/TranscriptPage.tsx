import { Box, Flex, Stack } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { StaffArea } from '../../lib/staff-area.ts';
import { EmptyMessage } from '../empty-message/EmptyMessage.tsx';
import { TranscriptHeader } from './TranscriptHeader.tsx';

const LIST = { admin: '/admin/student_responses', teacher: '/student_responses' } as const;

interface TranscriptPageProps {
  /** Whose page: Back goes to that area's responses list when there is no page to go back to. */
  area: StaffArea;
  title: string;
  /** The dimmed line under the title: whose chat, in which course. */
  subtitle: ReactNode;
  completed: boolean;
  /** No message yet: the conversation's place says so instead. */
  empty: boolean;
  /** The conversation (a MessageList). */
  children: ReactNode;
  /** Beside the conversation: the teacher's feedback. */
  aside?: ReactNode;
  /** Under the conversation: the released feedback the admin reads. */
  footer?: ReactNode;
}

/** A student's conversation in an activity, as a teacher or an admin reads it. */
export function TranscriptPage(props: TranscriptPageProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const t = useT();
  // Opened from a link in a new tab, there is no page to go back to: the list then.
  const back = () =>
    canGoBack ? router.history.back() : void router.navigate({ to: LIST[props.area] });
  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={420}
    >
      <TranscriptHeader
        onBack={back}
        title={props.title}
        subtitle={props.subtitle}
        completed={props.completed}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="sm" style={{ flex: 1, minHeight: 0 }}>
        {props.empty ? (
          <Box style={{ flex: 1 }}>
            <EmptyMessage title={t('app.transcript.noMessages')} icon={IconMessageOff} />
          </Box>
        ) : (
          <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            {props.children}
          </Box>
        )}
        {props.aside && (
          <Box
            w={{ md: 360 }}
            mah={{ base: '45%', md: '100%' }}
            style={{ overflowY: 'auto', flexShrink: 0 }}
          >
            {props.aside}
          </Box>
        )}
      </Flex>
      {props.footer}
    </Stack>
  );
}
