import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS } from '@teachchat/shared';
import { DEPARTMENT_OPTIONS } from './departments.ts';

type PersonField = 'firstName' | 'lastName' | 'email' | 'departmentCode';

interface PersonNameFieldsProps {
  /** The form's input props for a field, with its key. */
  field: (name: PersonField) => GetInputPropsReturnType & { key: string };
}

/** First Name, Last Name, Email and Department of the Add Student and Add Teacher forms. */
export function PersonNameFields({ field }: PersonNameFieldsProps) {
  return (
    <>
      <TextInput
        label="First Name"
        withAsterisk
        maxLength={LIMITS.nameMax}
        {...field('firstName')}
      />
      <TextInput label="Last Name" withAsterisk maxLength={LIMITS.nameMax} {...field('lastName')} />
      <TextInput
        label="Email"
        type="email"
        placeholder="name@school.edu"
        withAsterisk
        maxLength={LIMITS.emailMax}
        {...field('email')}
      />
      <Select
        label="Department"
        placeholder="Select a department"
        data={DEPARTMENT_OPTIONS}
        clearable
        {...field('departmentCode')}
      />
    </>
  );
}
