import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS } from '@teachchat/shared';
import { useT } from '../../i18n/use-t.ts';
import { departmentOptions } from './departments.ts';

type PersonField = 'firstName' | 'lastName' | 'email' | 'departmentCode';

interface PersonNameFieldsProps {
  /** The form's input props for a field, with its key. */
  field: (name: PersonField) => GetInputPropsReturnType & { key: string };
}

/** First Name, Last Name, Email and Department of the Add Student and Add Teacher forms. */
export function PersonNameFields({ field }: PersonNameFieldsProps) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('admin.common.firstName')}
        withAsterisk
        maxLength={LIMITS.nameMax}
        {...field('firstName')}
      />
      <TextInput
        label={t('admin.common.lastName')}
        withAsterisk
        maxLength={LIMITS.nameMax}
        {...field('lastName')}
      />
      <TextInput
        label={t('admin.common.email')}
        type="email"
        placeholder={t('admin.common.emailPlaceholder')}
        withAsterisk
        maxLength={LIMITS.emailMax}
        {...field('email')}
      />
      <Select
        label={t('admin.common.department')}
        placeholder={t('admin.common.selectDepartment')}
        data={departmentOptions()}
        clearable
        {...field('departmentCode')}
      />
    </>
  );
}
