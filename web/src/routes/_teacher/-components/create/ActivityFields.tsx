import '@mantine/dates/styles.css';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { LocalisedDates } from '~/components/dates/LocalisedDates.tsx';
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
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        placeholder="e.g. Loops and recursion"
        withAsterisk
        maxLength={LIMITS.activityTitleMax}
        disabled={disabled}
        {...form.getInputProps('title')}
      />
      <Select
        label="Course"
        placeholder="Choose a course"
        withAsterisk
        data={courses.map((c) => ({ value: c.id, label: `${c.title} (${c.courseCode})` }))}
        searchable
        nothingFoundMessage="No courses found."
        maxDropdownHeight={300}
        disabled={disabled}
        {...form.getInputProps('courseId')}
      />
      <Textarea
        label="Description"
        placeholder="What students will do in this activity"
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
            label="Start Date"
            placeholder="Pick a date"
            clearable
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            disabled={disabled}
            {...form.getInputProps('startDate')}
          />
          <DateInput
            label="End Date"
            placeholder="Pick a date"
            clearable
            valueFormat="MMM D, YYYY"
            minDate={form.values.startDate ?? undefined}
            leftSection={<IconCalendar size={16} />}
            disabled={disabled}
            {...form.getInputProps('endDate')}
          />
          <NumberInput
            label="Estimated time (minutes)"
            placeholder="e.g. 30"
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
        label="Instructions for students"
        description="Shown to students when they open Instructions."
        placeholder="e.g. Ask the assistant about each sorting algorithm, then trace one on a list of your own."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LIMITS.instructionsMax}
        disabled={disabled}
        {...form.getInputProps('studentInstructions')}
      />
      <Textarea
        label="Assistant instructions"
        description="Private: guides the assistant; students never see it."
        placeholder="e.g. Ask one question at a time and let the student find the answer."
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
