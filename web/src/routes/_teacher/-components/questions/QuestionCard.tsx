import { Badge, Box, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { IconMessages, IconPencil, IconPin, IconSchool } from '@tabler/icons-react';
import type { TeacherQuestionView } from '@teachchat/shared';
import type { ReactNode } from 'react';
import { LazySafeMarkdown } from '~/components/markdown/LazySafeMarkdown.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatDate, timeAgo } from '~/lib/format.ts';
import { CorrectionEditor } from '../transcript/CorrectionEditor.tsx';
import { AnswerForm } from './AnswerForm.tsx';
import { useReplyCorrectionSaved } from './use-reply-correction.ts';

/** A labelled part of the card: what the student asked, the reply, the note, the answer. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={2}>
        {label}
      </Text>
      {children}
    </Box>
  );
}

const plain = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One student's question about a reply, with the answer box or the answer given, and the
 * reply's correction, written and pinned here as in the transcript.
 */
export function QuestionCard({ question }: { question: TeacherQuestionView }) {
  const { student, activity, course, answer, reply, correction } = question;
  const correctionSaved = useReplyCorrectionSaved();
  const t = useT();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={t('teacher.questions.cardLabel', {
        student: student.name,
        activity: activity.title,
      })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {student.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {student.email}
            </Text>
          </Box>
          <Text size="xs" c="dimmed" title={formatDate(question.askedAt)}>
            {t('teacher.questions.asked', { when: timeAgo(question.askedAt) })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {course.code}
          </Badge>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {activity.title}
          </Text>
          {correction && (
            <Badge variant="light" color="orange" leftSection={<IconPencil size={12} />}>
              {t('teacher.questions.corrected')}
            </Badge>
          )}
          {correction?.noteId && (
            <Badge variant="light" color="orange" leftSection={<IconPin size={12} />}>
              {t('teacher.questions.notePinned')}
            </Badge>
          )}
        </Group>
        <Part label={t('teacher.questions.note')}>
          {question.note ? (
            <Text size="sm" style={plain}>
              {question.note}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              {t('teacher.questions.noNote')}
            </Text>
          )}
        </Part>
        {question.question && (
          <Part label={t('teacher.questions.studentAsked')}>
            <Text size="sm" style={plain}>
              {question.question}
            </Text>
          </Part>
        )}
        <Part label={t('teacher.questions.assistantReplied')}>
          <Paper withBorder p="xs" bg="var(--mantine-color-default)">
            <Spoiler
              maxHeight={140}
              showLabel={t('teacher.questions.showWhole')}
              hideLabel={t('teacher.questions.showLess')}
            >
              <LazySafeMarkdown>{reply.content}</LazySafeMarkdown>
            </Spoiler>
          </Paper>
        </Part>
        <CorrectionEditor
          inCard
          messageId={reply.id}
          activityId={activity.id}
          correction={correction}
          onSaved={(saved) => correctionSaved(reply.id, saved)}
        />
        {answer ? (
          <Part label={t('teacher.questions.answer')}>
            <Paper p="xs" bg="var(--mantine-color-orange-light)">
              {/* Answer and correct: the paragraph is the correction above; not twice. */}
              {correction && correction.text.trim() === answer.content.trim() ? (
                <Text size="sm" fs="italic">
                  {t('teacher.questions.sentAsCorrection')}
                </Text>
              ) : (
                <Text size="sm" style={plain}>
                  {answer.content}
                </Text>
              )}
              <Group gap={4} mt={4}>
                <IconSchool size={12} aria-hidden />
                <Text size="xs" c="dimmed">
                  {answer.authorName
                    ? t('teacher.questions.answeredBy', {
                        author: answer.authorName,
                        when: timeAgo(answer.answeredAt),
                      })
                    : t('teacher.questions.answered', { when: timeAgo(answer.answeredAt) })}
                </Text>
              </Group>
            </Paper>
          </Part>
        ) : (
          <AnswerForm
            questionId={question.id}
            replyId={reply.id}
            corrected={correction !== null}
            studentName={student.name}
            onCorrected={(saved) => correctionSaved(reply.id, saved)}
          />
        )}
        <Group>
          <ButtonLink
            to="/chat-details/$activityId/$studentEmail"
            params={{ activityId: activity.id, studentEmail: student.email }}
            search={{ courseCode: course.code }}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconMessages size={14} />}
            aria-label={t('teacher.questions.openChatLabel', {
              student: student.name,
              activity: activity.title,
            })}
          >
            {t('teacher.questions.openChat')}
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}
