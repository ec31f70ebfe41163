import { Alert, Button, Paper, Stack } from '@mantine/core';
import { ROSTER_ROLES, type RosterRole } from '@teachchat/shared';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { searchEnum, searchParams } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { RosterOutcome } from '../-components/roster/RosterOutcome.tsx';
import { RosterSourceForm } from '../-components/roster/RosterSourceForm.tsx';

export const Route = createFileRoute('/_admin/admin/roster_import')({
  validateSearch: searchParams({ role: searchEnum(ROSTER_ROLES) }),
  component: RosterImportPage,
});

/** Import students or teachers from a CSV: preview every row, then import the valid ones. */
function RosterImportPage() {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const { role = 'student' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [text, setText] = useState('');
  const preview = useMutation(trpc.admin.roster.preview.mutationOptions());
  const importing = useMutation(
    trpc.admin.roster.import.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.admin.pathFilter()),
    }),
  );

  // A preview stands for the exact roster it was made of: any edit asks for a new one.
  const startOver = () => {
    preview.reset();
    importing.reset();
  };
  const changeRole = (next: RosterRole) => {
    startOver();
    void navigate({ search: { role: next }, replace: true });
  };
  const changeText = (next: string) => {
    startOver();
    setText(next);
  };
  const previewed = preview.variables;
  const importable = (preview.data?.counts.add ?? 0) + (preview.data?.counts.enroll ?? 0);

  return (
    <Page
      title={
        role === 'teacher' ? t('admin.roster.importTeachers') : t('admin.roster.importStudents')
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <RosterSourceForm
          role={role}
          onRoleChange={changeRole}
          text={text}
          onTextChange={changeText}
          onPreview={() => {
            importing.reset();
            preview.mutate({ role, csv: text });
          }}
          previewing={preview.isPending}
          error={preview.isError ? errorMessage(preview.error) : undefined}
        />
      </Paper>
      {importing.data && previewed ? (
        <Paper
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={t('admin.roster.importSection')}
        >
          <RosterOutcome
            result={importing.data}
            role={previewed.role}
            done
            action={
              <Button
                variant="light"
                onClick={() => {
                  startOver();
                  setText('');
                }}
              >
                {t('admin.roster.importAnother')}
              </Button>
            }
          />
        </Paper>
      ) : (
        preview.data &&
        previewed && (
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={t('admin.roster.preview')}
          >
            <Stack gap="sm">
              {importing.isError && (
                <Alert color="red" title={t('admin.roster.notImported')} role="alert">
                  {errorMessage(importing.error)}
                </Alert>
              )}
              <RosterOutcome
                result={preview.data}
                role={previewed.role}
                done={false}
                action={
                  <Button
                    leftSection={<IconUpload size={16} />}
                    disabled={importable === 0}
                    loading={importing.isPending}
                    onClick={() => importing.mutate(previewed)}
                  >
                    {t('admin.roster.importRows', { count: importable })}
                  </Button>
                }
              />
            </Stack>
          </Paper>
        )
      )}
    </Page>
  );
}
