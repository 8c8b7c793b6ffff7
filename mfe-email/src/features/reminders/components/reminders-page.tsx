import { toApiError } from '@academias/shared/api';
import { Alert, PageHeader, SimpleGrid, Spinner, Stack, Tabs } from '@academias/shared/ui';
import { useSchedules } from '../api/reminder-queries.ts';
import { texts } from '../texts.ts';
import { PersonPreview } from './person-preview.tsx';
import { ScheduleCard } from './schedule-card.tsx';
import { TemplateForm } from './template-form.tsx';
import { TodayList } from './today-list.tsx';

/** Recordatorios de pago (admin): schedule per academy, who gets what today, the template. */
export default function RemindersPage() {
  const schedules = useSchedules();
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <Tabs.Root defaultValue="schedule" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="schedule">{texts.tabs.schedule}</Tabs.Trigger>
          <Tabs.Trigger value="today">{texts.tabs.today}</Tabs.Trigger>
          <Tabs.Trigger value="template">{texts.tabs.template}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="schedule">
          <Stack gap="4">
            {schedules.isPending && <Spinner aria-label={texts.schedule.caption} />}
            {schedules.error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{toApiError(schedules.error).message}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {schedules.data?.items.map((s) => (
                <ScheduleCard key={`${s.academyId}-${s.updatedAt ?? ''}`} schedule={s} />
              ))}
            </SimpleGrid>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="today">
          <Stack gap="6">
            <TodayList />
            <PersonPreview />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="template">
          <TemplateForm />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
