import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { ReminderScheduleInput } from '@academias/shared/contract/reminders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';

export const reminderKeys = {
  all: ['reminders'] as const,
  schedules: () => [...reminderKeys.all, 'schedules'] as const,
  template: () => [...reminderKeys.all, 'template'] as const,
  today: (page: number, search: string) => [...reminderKeys.all, 'today', page, search] as const,
};

export const useSchedules = () =>
  useQuery({
    queryKey: reminderKeys.schedules(),
    queryFn: () => callApi(routes.getReminderSchedules, {}),
  });

export const useSaveSchedule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: ReminderScheduleInput) =>
      callApi(routes.saveReminderSchedule, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
};

export const useReminderTemplate = () =>
  useQuery({
    queryKey: reminderKeys.template(),
    queryFn: () => callApi(routes.getReminderTemplate, {}),
  });

export const useSaveReminderTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { subject: string; html: string }) =>
      callApi(routes.saveReminderTemplate, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
};

export const useRemindersToday = (page: number, pageSize: number, search: string) =>
  useQuery({
    queryKey: reminderKeys.today(page, search),
    queryFn: () =>
      callApi(routes.previewReminders, {
        query: { page, pageSize, ...(search ? { search } : {}) } as never,
      }),
    placeholderData: keepPreviousData,
  });

export const useRunReminders = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.runReminders, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
};

export const usePersonPreview = () =>
  useMutation({
    mutationFn: (data: { userId: number; subject?: string; html?: string }) =>
      callApi(routes.previewReminderFor, { body: { data } }),
  });
