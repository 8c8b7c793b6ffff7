import { apiErrorMessage } from '@academias/shared/api';
import { formatDateTime } from '@academias/shared/format';
import {
  Alert,
  Button,
  Heading,
  PageHeader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  toaster,
} from '@academias/shared/ui';
import { JobCard } from './job-card.tsx';
import { ReadinessCard } from './readiness-card.tsx';
import { statusTexts as t } from './system-status-texts.ts';
import { useRunJobNow, useSystemStatus } from './use-system-status.ts';

/** Configuración > Estado del sistema (admin): readiness of settings and services, scheduled jobs. */
export default function SystemStatusPage() {
  const status = useSystemStatus();
  const run = useRunJobNow();
  const runJob = (name: string, title: string) =>
    run.mutate(name, {
      onSuccess: (result) =>
        toaster.create(
          result.error
            ? { type: 'error', title: t.ranFailed(title), description: result.error }
            : { type: 'success', title: t.ranOk(title), description: t.counts(result.counts) },
        ),
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: t.ranFailed(title),
          description: apiErrorMessage(error),
        }),
    });
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void status.refetch()}
            loading={status.isFetching}
          >
            {t.refresh}
          </Button>
        }
      />
      {status.isPending ? (
        <Stack gap="4" role="status" aria-label={t.loading}>
          <Skeleton height="24" />
          <Skeleton height="64" />
        </Stack>
      ) : status.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.loadError}</Alert.Title>
            <Alert.Description>{apiErrorMessage(status.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
            {t.retry}
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="6">
          <Text textStyle="sm" color="fg.muted">
            {t.summary(t.environment[status.data.environment], t.database[status.data.database])} ·{' '}
            {t.checkedAt(formatDateTime(status.data.checkedAt))}
          </Text>
          <Stack gap="3" as="section" aria-labelledby="system-checks">
            <Heading as="h2" size="md" id="system-checks">
              {t.checksHeading}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
              {status.data.checks.map((check) => (
                <ReadinessCard key={check.key} check={check} />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="system-jobs">
            <Heading as="h2" size="md" id="system-jobs">
              {t.jobsHeading}
            </Heading>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
              {status.data.jobs.map((job) => (
                <JobCard
                  key={job.name}
                  job={job}
                  running={run.isPending && run.variables === job.name}
                  onRun={() => runJob(job.name, job.title)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      )}
    </>
  );
}
