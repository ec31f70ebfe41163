import '@mantine/dates/styles.css';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { LocalisedDates } from '~/components/dates/LocalisedDates.tsx';
import { useT } from '~/i18n/use-t.ts';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { LIMITS } from '@teachchat/shared';
import type { TeacherCourse } from '../common/teacher-types.ts';
import type { ActivityFormValues } from './activity-form.ts';

interface ActivityFieldsProps {
  form: UseFormReturnType<ActivityFormValues>;
  courses: TeacherCourse[];
  disabled: boolean;
}

/**
 * What the activity is: title, course, description, dates, and two kinds of guidance: for
 * students (their Instructions button) and for the assistant (private).
 */
export function ActivityFields({ form, courses, disabled }: ActivityFieldsProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <TextInput
        label={t('teacher.create.title')}
        placeholder={t('teacher.create.titlePlaceholder')}
        withAsterisk
        maxLength={LIMITS.activityTitleMax}
        disabled={disabled}
        {...form.getInputProps('title')}
      />
      <Select
        label={t('teacher.create.course')}
        placeholder={t('teacher.create.coursePlaceholder')}
        withAsterisk
        data={courses.map((c) => ({
          value: c.id,
          label: t('teacher.create.courseOption', { title: c.title, code: c.courseCode }),
        }))}
        searchable
        nothingFoundMessage={t('teacher.create.noCourses')}
        maxDropdownHeight={300}
        disabled={disabled}
        {...form.getInputProps('courseId')}
      />
      <Textarea
        label={t('teacher.create.description')}
        placeholder={t('teacher.create.descriptionPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={LIMITS.activityDescriptionMax}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <LocalisedDates>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateInput
            label={t('teacher.create.startDate')}
            placeholder={t('teacher.create.pickDate')}
            clearable
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            disabled={disabled}
            {...form.getInputProps('startDate')}
          />
          <DateInput
            label={t('teacher.create.endDate')}
            placeholder={t('teacher.create.pickDate')}
            clearable
            valueFormat="MMM D, YYYY"
            minDate={form.values.startDate ?? undefined}
            leftSection={<IconCalendar size={16} />}
            disabled={disabled}
            {...form.getInputProps('endDate')}
          />
          <NumberInput
            label={t('teacher.create.estimatedMinutes')}
            placeholder={t('teacher.create.estimatedMinutesPlaceholder')}
            min={1}
            max={LIMITS.estimatedMinutesMax}
            allowDecimal={false}
            allowNegative={false}
            disabled={disabled}
            {...form.getInputProps('estimatedMinutes')}
          />
        </SimpleGrid>
      </LocalisedDates>
      <Textarea
        label={t('teacher.create.studentInstructions')}
        description={t('teacher.create.studentInstructionsHint')}
        placeholder={t('teacher.create.studentInstructionsPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LIMITS.instructionsMax}
        disabled={disabled}
        {...form.getInputProps('studentInstructions')}
      />
      <Textarea
        label={t('teacher.create.assistantInstructions')}
        description={t('teacher.create.assistantInstructionsHint')}
        placeholder={t('teacher.create.assistantInstructionsPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LIMITS.instructionsMax}
        disabled={disabled}
        {...form.getInputProps('assistantInstructions')}
      />
    </Stack>
  );
}
