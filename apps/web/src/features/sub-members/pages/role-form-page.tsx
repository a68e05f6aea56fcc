import { type Role, roleBodySchema } from '@booster/contracts';
import { normalizeMenu } from '@booster/domain';
import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { EmptyState, notify, PageHeader } from '../../../ui/index.ts';
import { useCreateRole, useUpdateRole } from '../api/role-mutations.ts';
import { roleQueryOptions } from '../api/role-queries.ts';
import { PermissionTree } from '../components/permission-tree.tsx';
import { QueryError } from '../components/query-error.tsx';
import { TableSkeleton } from '../components/table-skeleton.tsx';
import { newRoleMenu } from '../lib/permission-state.ts';

const LIST_PATH = paths.subMember.roles();

type RoleFormProps = { initialRole: Role | null };

function RoleForm({ initialRole: role }: RoleFormProps) {
  const { t } = useTranslation('subMembers');
  const navigate = useNavigate();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole(role?._id ?? '');
  const [menuError, setMenuError] = useState<string | null>(null);
  const { form, field, handleSubmit } = useContractForm(
    roleBodySchema,
    { name: role?.name ?? '', menu: role ? normalizeMenu(role.menu) : newRoleMenu() },
    { mode: 'onSubmit' },
  );
  const isSaving = createRole.isPending || updateRole.isPending;

  const onSubmit = handleSubmit((values) => {
    setMenuError(null);
    const body = { name: values.name, menu: normalizeMenu(values.menu) };
    const mutation = role ? updateRole : createRole;
    mutation.mutate(body, {
      onSuccess: () => {
        notify.success(role ? t('roleForm.updated') : t('roleForm.created'));
        navigate(LIST_PATH);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const fieldKeys = Object.keys(fields);
        if (fieldKeys.length === 0) return reportActionError(error, t('errors.generic'));
        if (fields.name) form.setError('name', { message: fields.name }, { shouldFocus: true });
        const other = fieldKeys.filter((key) => key !== 'name').map((key) => fields[key]);
        if (other.length > 0) setMenuError(t('roleForm.menuError', { message: other.join(', ') }));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <TextInput
            label={t('roleForm.name')}
            placeholder={t('roleForm.namePlaceholder')}
            withAsterisk
            maw={480}
            {...field('name')}
          />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t('roleForm.permissions')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('roleForm.permissionsHint')}
              </Text>
            </Stack>
            {menuError && (
              <Alert color="red" variant="light" role="alert">
                {menuError}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="menu"
              render={({ field }) => (
                <PermissionTree value={field.value} onChange={field.onChange} disabled={isSaving} />
              )}
            />
          </Stack>
        </Card>
        <FormButtons
          cancelLabel={t('roleForm.cancel')}
          cancelTo={LIST_PATH}
          submitLabel={t('roleForm.save')}
          submitting={isSaving}
        />
      </Stack>
    </form>
  );
}

function EditRole({ id }: { id: string }) {
  const { t } = useTranslation('subMembers');
  const role = useQuery(roleQueryOptions(id));
  if (role.isPending) return <TableSkeleton rows={5} />;
  if (role.isError) {
    const isMissing =
      role.error instanceof ApiClientError &&
      (role.error.statusCode === 404 || role.error.statusCode === 400);
    if (isMissing) {
      return (
        <EmptyState
          title={t('roleForm.notFound.title')}
          description={t('roleForm.notFound.description')}
          action={
            <Button component={Link} to={LIST_PATH} variant="light">
              {t('roleForm.back')}
            </Button>
          }
        />
      );
    }
    return <QueryError error={role.error} onRetry={() => void role.refetch()} />;
  }
  return <RoleForm key={role.data._id} initialRole={role.data} />;
}

/** /panel/sub-member/role/new and /panel/sub-member/role/:id/edit: role name and permission tree. */
export function Component() {
  const { t } = useTranslation('subMembers');
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <Anchor component={Link} to={LIST_PATH} fz="sm" mb="xs" display="inline-block">
        <span aria-hidden="true">← </span>
        {t('roleForm.back')}
      </Anchor>
      <PageHeader
        title={id ? t('roleForm.editTitle') : t('roleForm.newTitle')}
        description={t('roleForm.description')}
      />
      {id ? <EditRole id={id} /> : <RoleForm initialRole={null} />}
    </>
  );
}
