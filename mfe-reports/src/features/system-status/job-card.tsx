import type { JobStatus } from '@academias/shared/contract/system';
import { formatDateTime } from '@academias/shared/format';
import {
  Badge,
  Button,
  Card,
  Collapsible,
  HStack,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@academias/shared/ui';
import { statusTexts as t } from './system-status-texts.ts';

const jobState = (job: JobStatus) =>
  job.running ? 'running' : job.lastError ? 'failed' : job.lastFinishedAt ? 'ok' : 'never';
const jobColor = { running: 'blue', failed: 'red', ok: 'green', never: 'gray' } as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm">{value}</Text>
    </Stack>
  );
}

interface JobCardProps {
  job: JobStatus;
  onRun: () => void;
  running: boolean;
}

/** One scheduled job: when it runs, how its last run went, its recent runs, "Ejecutar ahora". */
export function JobCard({ job, onRun, running }: JobCardProps) {
  const state = jobState(job);
  return (
    <Card.Root size="sm" variant="outline" as="article" aria-label={job.title}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Stack gap="0">
            <Heading as="h3" size="sm">
              {job.title}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {t.schedule(job.schedule)}
            </Text>
          </Stack>
          <Badge colorPalette={jobColor[state]} variant="subtle">
            {t.jobState[state]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            <Fact
              label={t.lastRun}
              value={job.lastStartedAt ? formatDateTime(job.lastStartedAt) : t.never}
            />
            <Fact
              label={t.lastSuccess}
              value={job.lastSuccessAt ? formatDateTime(job.lastSuccessAt) : t.never}
            />
            <Fact label={t.nextRun} value={job.nextRunAt ? formatDateTime(job.nextRunAt) : '—'} />
          </SimpleGrid>
          {job.lastError ? (
            <Text textStyle="sm" color="fg.error">
              {job.lastError}
            </Text>
          ) : (
            <Fact label={t.result} value={job.lastFinishedAt ? t.counts(job.lastCounts) : '—'} />
          )}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Collapsible.Root>
              <Collapsible.Trigger asChild>
                <Button size="xs" variant="ghost">
                  {t.history}
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                {job.recentRuns.length === 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t.historyEmpty}
                  </Text>
                ) : (
                  <List.Root gap="1" ps="4" textStyle="sm">
                    {job.recentRuns.map((run) => (
                      <List.Item key={run.id}>
                        {formatDateTime(run.startedAt)} · {t.trigger[run.trigger]} ·{' '}
                        {run.error ?? t.counts(run.counts)}
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Collapsible.Content>
            </Collapsible.Root>
            <Button
              size="sm"
              variant="outline"
              onClick={onRun}
              loading={running}
              loadingText={t.running}
              aria-label={t.runNowLabel(job.title)}
            >
              {t.runNow}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
