import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatDecimal } from '~/lib/format.ts';
import type {
  ActivityPreview,
  InspectedPassage,
  PreviewInspector,
} from '../common/teacher-types.ts';
import {
  legBadges,
  matchStrength,
  passagePlace,
  percent,
  WORD_STATE_LABELS,
  type WordState,
  wordState,
} from './inspector-format.ts';

const WORD_COLORS: Record<WordState, string> = { matched: 'teal', known: 'gray', unknown: 'red' };
const STRENGTH_COLORS = { strong: 'teal', fair: 'yellow', weak: 'gray' } as const;
const STRENGTH_LABELS = {
  strong: 'teacher.inspector.strong',
  fair: 'teacher.inspector.fair',
  weak: 'teacher.inspector.weak',
} satisfies Record<keyof typeof STRENGTH_COLORS, MessageKey>;

interface InspectorProps {
  question: string;
  mode: ActivityPreview['mode'];
  inspector: PreviewInspector;
}

/** Under a preview answer: what the search found for it, shown or hidden by the teacher. */
export function Inspector(props: InspectorProps) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(true);
  const id = useId();
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          <IconChevronDown
            size={14}
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
            aria-hidden
          />
        }
      >
        {t('teacher.inspector.title')}
      </Button>
      <Collapse expanded={opened} id={id}>
        <InspectorDetails {...props} />
      </Collapse>
    </Box>
  );
}

/** The search behind one answer: coverage, the words searched for, and the passages found. */
export function InspectorDetails({ question, mode, inspector }: InspectorProps) {
  const t = useT();
  return (
    <Paper
      withBorder
      p="sm"
      mt={4}
      radius="md"
      component="section"
      aria-label={t('teacher.inspector.title')}
    >
      <Stack gap="sm">
        <Coverage inspector={inspector} />
        <Field label={t('teacher.inspector.searched')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {inspector.searched}
          </Text>
          {inspector.searched !== question && (
            <Text size="xs" c="dimmed">
              {t('teacher.inspector.searchedHint')}
            </Text>
          )}
        </Field>
        <Field label={t('teacher.inspector.answeredBy')}>
          <Text size="sm">
            {mode === 'offline' ? t('teacher.inspector.offline') : t('teacher.inspector.model')}
          </Text>
        </Field>
        <QuestionWords words={inspector.words} />
        <Passages passages={inspector.passages} covered={inspector.covered} />
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function Coverage({ inspector }: { inspector: PreviewInspector }) {
  const t = useT();
  const held = t('teacher.inspector.held', { percent: percent(inspector.coverage) });
  if (!inspector.covered) {
    return (
      <Alert
        color="orange"
        variant="light"
        p="xs"
        icon={<IconAlertTriangle size={16} />}
        title={t('teacher.inspector.notCovered')}
      >
        <Text size="xs">{t('teacher.inspector.notCoveredText', { held })}</Text>
      </Alert>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
      <Text size="sm">
        <Text span fw={500} size="sm">
          {t('teacher.inspector.covered')}
        </Text>{' '}
        {held}
      </Text>
    </Group>
  );
}

function QuestionWords({ words }: { words: PreviewInspector['words'] }) {
  const t = useT();
  return (
    <Field label={t('teacher.inspector.words')}>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('teacher.inspector.noWords')}
        </Text>
      ) : (
        <Group gap={6} mt={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {words.map((word) => {
            const state = wordState(word);
            return (
              <Badge
                key={word.word}
                component="li"
                tt="none"
                color={WORD_COLORS[state]}
                variant={state === 'unknown' ? 'outline' : 'light'}
                title={t(WORD_STATE_LABELS[state])}
              >
                {t('teacher.inspector.wordWeight', {
                  word: word.word,
                  weight: formatDecimal(word.weight, 2),
                })}
                <VisuallyHidden>
                  {t('teacher.inspector.wordStateHidden', { state: t(WORD_STATE_LABELS[state]) })}
                </VisuallyHidden>
                {word.carried && <span>{t('teacher.inspector.carried')}</span>}
                {state === 'unknown' && (
                  <span aria-hidden>{t('teacher.inspector.notInMaterial')}</span>
                )}
              </Badge>
            );
          })}
        </Group>
      )}
      {words.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('teacher.inspector.legend')}
        </Text>
      )}
    </Field>
  );
}

function Passages({ passages, covered }: { passages: InspectedPassage[]; covered: boolean }) {
  const t = useT();
  return (
    <Field label={t('teacher.inspector.passages')}>
      {passages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('teacher.inspector.noPassages')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt={4}
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('teacher.inspector.passages')}
        >
          {passages.map((passage) => (
            <Passage
              key={passage.rank}
              passage={passage}
              best={passages[0]?.score ?? 0}
              covered={covered}
            />
          ))}
        </Stack>
      )}
    </Field>
  );
}

interface PassageProps {
  passage: InspectedPassage;
  /** The best passage's score, which the others are measured against. */
  best: number;
  covered: boolean;
}

function Passage({ passage, best, covered }: PassageProps) {
  const t = useT();
  const place = passagePlace(passage);
  const strength = matchStrength(passage.score, best);
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      component="li"
      aria-label={t('teacher.inspector.passageLabel', { rank: passage.rank, place })}
    >
      <Group justify="space-between" gap="xs" align="flex-start">
        {/* Wide enough for a file name, so the match wraps below it on a phone. */}
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <Badge variant="filled" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            {t('teacher.inspector.rank', { rank: passage.rank })}
          </Badge>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
        </Group>
        <Stack gap={2} miw={0} style={{ flex: '0 1 16rem' }}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" fw={500} style={{ flexShrink: 0 }}>
              {t('teacher.inspector.match', { strength: t(STRENGTH_LABELS[strength.word]) })}
            </Text>
            <Progress
              value={strength.share * 100}
              color={STRENGTH_COLORS[strength.word]}
              size="sm"
              style={{ flex: 1, minWidth: '3rem' }}
              aria-label={t('teacher.inspector.strength', {
                strength: t(STRENGTH_LABELS[strength.word]),
              })}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('teacher.inspector.holds', { percent: percent(passage.coverage) })}
            {covered && t('teacher.inspector.given', { rank: passage.rank })}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} mt={6} aria-label={t('teacher.inspector.foundBy')}>
        {legBadges(passage.legs).map(({ leg, label }) => (
          <Badge key={leg} size="sm" variant="light" tt="none">
            {label}
          </Badge>
        ))}
      </Group>
      <Text size="xs" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {passage.text}
      </Text>
    </Paper>
  );
}
