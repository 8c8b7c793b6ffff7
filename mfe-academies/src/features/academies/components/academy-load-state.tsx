import { apiErrorMessage, statusOf } from '@academias/shared/api';
import { Alert, Link, PageHeader, Skeleton, Stack } from '@academias/shared/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@academias/shared/router';

/** Loading skeleton, or the Spanish "sin acceso" / error page when the academy can't be shown. */
export const AcademyLoadState = ({
  error,
  denied: deniedUpfront = false,
  back,
}: {
  error: unknown;
  /** Known without asking the server (an id that is not a number, not one of the teacher's). */
  denied?: boolean;
  back?: { to: string; label: string };
}): ReactNode => {
  if (!error && !deniedUpfront) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="10" width="60%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const status = deniedUpfront ? 403 : statusOf(error);
  const denied = status === 403 || status === 404;
  return (
    <Stack gap="4">
      <PageHeader title={denied ? 'Sin acceso' : 'Academia'} />
      <Alert.Root status={denied ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {denied ? 'Sin acceso a esta academia' : 'No se pudo cargar la academia'}
          </Alert.Title>
          <Alert.Description>
            {denied ? 'La academia no existe o no está entre las tuyas.' : apiErrorMessage(error)}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {back && (
        <Link asChild>
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Link>
      )}
    </Stack>
  );
};
