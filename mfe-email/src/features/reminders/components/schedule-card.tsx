import { type ReminderSchedule, reminderScheduleInput } from '@academias/shared/contract/reminders';
import { toApiError } from '@academias/shared/api';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  FormField,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useSaveSchedule } from '../api/reminder-queries.ts';
import { texts } from '../texts.ts';

type NumberKey = 'daysBefore' | 'everyDaysAfter' | 'maxTimes' | 'sendHour';
const numberFields: { key: NumberKey; label: string; help?: string; max: number }[] = [
  {
    key: 'daysBefore',
    label: texts.schedule.daysBefore,
    help: texts.schedule.daysBeforeHelp,
    max: 60,
  },
  {
    key: 'everyDaysAfter',
    label: texts.schedule.everyDaysAfter,
    help: texts.schedule.everyDaysAfterHelp,
    max: 60,
  },
  { key: 'maxTimes', label: texts.schedule.maxTimes, max: 20 },
  { key: 'sendHour', label: texts.schedule.sendHour, max: 23 },
];

/** One academy's schedule: the server validates (0-60 days, 0-20 times, hour 0-23) and names the field. */
export const ScheduleCard = ({ schedule }: { schedule: ReminderSchedule }) => {
  const [draft, setDraft] = useState({
    enabled: schedule.enabled,
    onDueDate: schedule.onDueDate,
    daysBefore: String(schedule.daysBefore),
    everyDaysAfter: String(schedule.everyDaysAfter),
    maxTimes: String(schedule.maxTimes),
    sendHour: String(schedule.sendHour),
  });
  const save = useSaveSchedule();
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const error = save.error ? toApiError(save.error) : null;
  const fieldError = (key: string) =>
    invalid[key] ?? (error?.field === `data.${key}` ? error.message : null);

  const submit = () => {
    // The contract's own schema, so the form says exactly what the server would ("debe ser al menos 0").
    const asNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);
    const parsed = reminderScheduleInput.safeParse({
      academyId: schedule.academyId,
      enabled: draft.enabled,
      onDueDate: draft.onDueDate,
      daysBefore: asNumber(draft.daysBefore),
      everyDaysAfter: asNumber(draft.everyDaysAfter),
      maxTimes: asNumber(draft.maxTimes),
      sendHour: asNumber(draft.sendHour),
    });
    if (!parsed.success) {
      setInvalid(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(texts.schedule.saved(schedule.academyName)),
      onError: (e) => notifyError(texts.schedule.saveError, e),
    });
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>{schedule.academyName}</Card.Title>
          <Badge colorPalette={schedule.enabled ? 'green' : 'gray'}>
            {schedule.enabled ? texts.schedule.on : texts.schedule.off}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {texts.schedule.summary(schedule)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="6" wrap="wrap">
            <Switch.Root
              checked={draft.enabled}
              onCheckedChange={(e) => setDraft({ ...draft, enabled: e.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{texts.schedule.enabled}</Switch.Label>
            </Switch.Root>
            <Checkbox.Root
              checked={draft.onDueDate}
              onCheckedChange={(e) => setDraft({ ...draft, onDueDate: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{texts.schedule.onDueDate}</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {numberFields.map((f) => (
              <FormField key={f.key} label={f.label} helperText={f.help} error={fieldError(f.key)}>
                <Input
                  inputMode="numeric"
                  value={draft[f.key]}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  maxW="10rem"
                />
              </FormField>
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          onClick={submit}
          loading={save.isPending}
          aria-label={`${texts.schedule.save} ${schedule.academyName}`}
        >
          {texts.schedule.save}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
};
