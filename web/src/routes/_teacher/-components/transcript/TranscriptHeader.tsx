import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';

interface TranscriptHeaderProps {
  activityTitle: string;
  studentName: string;
  courseCode: string;
  completed: boolean;
}

export function TranscriptHeader(props: TranscriptHeaderProps) {
  const { activityTitle, studentName, courseCode, completed } = props;
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Tooltip label="Back">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Back"
          onClick={() =>
            canGoBack ? router.history.back() : void router.navigate({ to: '/student_responses' })
          }
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Title order={2} size="h3">
            {activityTitle}
          </Title>
          {completed && (
            <Badge color="green" variant="light">
              Completed
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {studentName} ({courseCode})
        </Text>
      </Stack>
    </Group>
  );
}
